import { setupI18n, type Messages } from "@lingui/core";
import { expect, test } from "vitest";
import { activateLocale, uiCatalogs } from "./activate-locale";

const loadEnglish = () => (uiCatalogs.en as () => Promise<Messages>)();

test("both locales have the same message ids; English is fetched on demand", async () => {
  expect(typeof uiCatalogs.en).toBe("function");
  expect(Object.keys(await loadEnglish()).sort()).toEqual(Object.keys(uiCatalogs["zh-CN"]).sort());
});

test("the default language switches at once, with the library's and the app's messages", () => {
  const i18n = setupI18n();
  void activateLocale(i18n, "zh-CN", { "app.hello": "你好" });
  expect(i18n.locale).toBe("zh-CN");
  expect(i18n._("app.hello")).toBe("你好");
});

test("English switches once the library's and the app's catalogs are both loaded", async () => {
  const i18n = setupI18n();
  void activateLocale(i18n, "zh-CN");
  const switching = activateLocale(i18n, "en", () => Promise.resolve({ "app.hello": "Hello" }));
  expect(i18n.locale).toBe("zh-CN");
  await switching;
  expect(i18n.locale).toBe("en");
  expect(i18n._("app.hello")).toBe("Hello");
  const [someId = ""] = Object.keys(await loadEnglish());
  expect(i18n._(someId)).not.toBe(someId);
});

test("a language chosen while English is still loading is the one that stays", async () => {
  const i18n = setupI18n();
  const english = activateLocale(i18n, "en");
  void activateLocale(i18n, "zh-CN");
  await english;
  expect(i18n.locale).toBe("zh-CN");
});
