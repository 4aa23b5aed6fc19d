import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./tools/eslint/boundaries.js";

const DOMAIN_API_ONLY = {
  group: ["../*/*.routes.ts", "../*/*.service.ts", "../*/*.data.ts"],
  allowTypeImports: true,
  message: "Use the other domain's API (its <domain>.module.ts), passed in through your module's deps.",
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/.test-dist/**", "storybook-static/**", "**/.turbo/**", "data/**", "**/locales/*.ts", "coverage/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, boundaries },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "boundaries/no-cross-feature-imports": "error",
      "boundaries/no-app-imports-in-packages": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
    settings: { "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"] },
  },
  {
    // A server domain reaches another through its module's API (ADR 9), never its routes, services or queries.
    files: ["apps/server/src/domains/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [DOMAIN_API_ONLY] }] },
  },
  // Plans, back-office and accounts call one another; what they share is declared below them
  // (domains/operator-seams.ts), so no import of one names another, types included.
  ...["plans", "back-office", "accounts"].map((domain) => ({
    files: [`apps/server/src/domains/${domain}/**/*.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            DOMAIN_API_ONLY,
            {
              group: ["plans", "back-office", "accounts"].filter((other) => other !== domain).map((other) => `../${other}/*`),
              message: "Plans, back-office and accounts meet only through domains/operator-seams.ts (wired in runtime.ts).",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["scripts/**", "**/scripts/**", "tools/**", "**/*.config.*", ".storybook/**"],
    rules: { "no-console": "off" },
  },
);
