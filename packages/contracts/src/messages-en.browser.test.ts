import { expect, it } from "vitest";
import { en as builtIn } from "./messages-en.ts";
import { en, loadMessages } from "./messages-en.browser.ts";

it("in browsers the English table arrives with loadMessages('en'), whole", async () => {
  expect(en).toEqual({});
  await loadMessages("zh-CN");
  expect(en).toEqual({});
  await loadMessages("en");
  expect(en).toEqual(builtIn);
});
