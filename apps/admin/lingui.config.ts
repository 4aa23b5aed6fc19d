import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** Messages are written in Chinese in the source; `en` is the translation. */
export default defineConfig({
  sourceLocale: "zh-CN",
  locales: ["zh-CN", "en"],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/test/**", "**/locales/**"],
    },
  ],
});
