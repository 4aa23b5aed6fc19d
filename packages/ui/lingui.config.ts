import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "zh-CN",
  locales: ["zh-CN", "en"],
  catalogs: [
    {
      path: "<rootDir>/src/i18n/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/*.stories.*"],
    },
  ],
  // File names without line numbers, so unrelated edits don't rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
});
