import { setupI18n } from "@lingui/core";
import { expect, test } from "vitest";
import { activateLocale, uiMessages } from "./activate-locale";

test("both locales have the same message ids", () => {
  expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages["zh-CN"]).sort());
});

test("loads the library's and the app's messages and activates the locale", () => {
  const i18n = setupI18n();
  activateLocale(i18n, "en", { "app.hello": "Hello" });
  expect(i18n.locale).toBe("en");
  expect(i18n._("app.hello")).toBe("Hello");
  const [someId] = Object.keys(uiMessages.en);
  expect(i18n._(someId ?? "")).not.toBe(someId);
});
