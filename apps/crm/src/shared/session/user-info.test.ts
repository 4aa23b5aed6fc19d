import { describe, expect, it } from "vitest";
import { readUserName } from "./user-info.ts";

describe("readUserName", () => {
  it("is undefined when nobody is signed in or the stored value is unreadable", () => {
    expect(readUserName()).toBeUndefined();
    sessionStorage.setItem("userInfo", "not json");
    expect(readUserName()).toBeUndefined();
  });

  it("prefers the name, then the nickname, email or account", () => {
    sessionStorage.setItem("userInfo", JSON.stringify({ email: "a@b.c", name: " " }));
    expect(readUserName()).toBe("a@b.c");
    sessionStorage.setItem("userInfo", JSON.stringify({ name: "小王", email: "a@b.c" }));
    expect(readUserName()).toBe("小王");
  });
});
