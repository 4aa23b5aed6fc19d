import { describe, expect, it } from "vitest";
import { clearBrowserSession } from "./session.ts";

describe("clearBrowserSession", () => {
  it("clears session storage, cookies and local storage except language_type", () => {
    sessionStorage.setItem("userInfo", "{}");
    localStorage.setItem("language_type", "en");
    localStorage.setItem("tokenValue", "secret");
    document.cookie = "satoken=abc; path=/";
    document.cookie = "other=1; path=/";

    clearBrowserSession();

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem("tokenValue")).toBeNull();
    expect(localStorage.getItem("language_type")).toBe("en");
    expect(document.cookie).toBe("");
  });

  it("works when nothing was stored", () => {
    localStorage.clear();
    clearBrowserSession();
    expect(localStorage.length).toBe(0);
  });
});
