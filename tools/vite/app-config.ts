import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { precompress } from "./precompress.ts";
import { sharedHead } from "./shared-head.ts";

const apiServer = "http://127.0.0.1:3000";

export type AppViteOptions = {
  /** Where the app is served from, e.g. "/" or "/admin/". */
  base: string;
  /** The dev server's port. */
  port: number;
  /** The preview server's port. */
  previewPort: number;
};

/** The Vite config of a React app (`apps/crm`, `apps/admin`): Lingui, the API proxy, cacheable chunks. */
export function appViteConfig({ base, port, previewPort }: AppViteOptions): UserConfig {
  return defineConfig({
    base,
    plugins: [
      // Vite 8's React plugin has no Babel hook, so Lingui's macro runs through rolldown's Babel
      // plugin, only on files that import a `@lingui/*/macro` (the app's and packages/ui's sources).
      babel({
        presets: [
          {
            preset: () => ({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
            rolldown: { filter: { code: /from\s+["']@lingui\/[\w-]+\/macro["']/ } },
          },
        ],
      }),
      react(),
      lingui(),
      precompress(),
      sharedHead(),
    ],
    resolve: {
      dedupe: ["react", "react-dom", "@chakra-ui/react", "@emotion/react", "@lingui/core", "@lingui/react"],
      // The browser keeps zod 4.1 (the root package.json's `zod-browser`): 4.6, which the server runs for
      // its smaller schemas, adds 11-21 KB gzip to the login pages. Its API is the same for what we use;
      // the apps' own tests run against this copy too (ADR 0005).
      alias: [{ find: /^zod$/, replacement: "zod-browser" }],
    },
    server: {
      port,
      proxy: Object.fromEntries(["/api", "/admin/api", "/qscrm", "/sandbox"].map((prefix) => [prefix, apiServer])),
    },
    preview: { port: previewPort },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // React changes less often than the app: its own chunk stays cached across releases. Other
          // libraries go with the routes that use them, so the login page loads only what it needs.
          codeSplitting: {
            groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
          },
        },
      },
    },
  });
}
