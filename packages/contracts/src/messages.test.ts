import { describe, expect, it } from "vitest";
import { ERROR_TABLE } from "./errors.ts";
import { pickLocale } from "./locale.ts";
import { errorMessage, MESSAGES, translate } from "./messages.ts";

describe("messages", () => {
  it("has the same keys, all non-empty, in both languages", () => {
    const zh = Object.keys(MESSAGES["zh-CN"]).sort();
    expect(Object.keys(MESSAGES.en).sort()).toEqual(zh);
    for (const locale of ["zh-CN", "en"] as const) {
      for (const text of Object.values(MESSAGES[locale])) expect(text.trim()).not.toBe("");
    }
  });

  it("keeps the spec's wording verbatim in Chinese", () => {
    expect(translate("zh-CN", "validation.policy.required")).toBe("请勾选隐私政策");
    expect(translate("zh-CN", "validation.email")).toBe("请输入正确的邮箱地址");
    expect(errorMessage("zh-CN", "IMPORT_TEMPLATE_MISMATCH")).toBe("导入模板文件不符，请上传正确的模板文件！");
  });

  it("fills placeholders and leaves unknown ones alone", () => {
    expect(translate("en", "validation.tooLong", { max: 50 })).toBe("At most 50 characters");
    expect(translate("zh-CN", "validation.tooLong")).toBe("最多{max}个字符");
  });

  it("has a message for every error in the table", () => {
    for (const name of Object.keys(ERROR_TABLE) as (keyof typeof ERROR_TABLE)[]) {
      expect(errorMessage("en", name)).toBeTruthy();
    }
  });

  it("picks the interface language from Accept-Language", () => {
    expect(pickLocale("en-US,en;q=0.9")).toBe("en");
    expect(pickLocale("zh-TW")).toBe("zh-CN");
    expect(pickLocale("fr")).toBe("zh-CN");
    expect(pickLocale(undefined)).toBe("zh-CN");
  });
});
