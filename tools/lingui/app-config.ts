import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The Lingui config of an app: messages are written in Chinese in the source; `en` is the
 * translation. `<rootDir>` is the folder of the app's own `lingui.config.ts`.
 */
export const appLinguiConfig = defineConfig({
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
