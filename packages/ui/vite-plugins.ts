import path from "node:path";
import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * React + the Lingui macro for the component library (Storybook and the jsdom story tests).
 * Vite 8's React plugin has no `babel` option, so the macro runs through Rolldown's Babel
 * plugin, and only on files that import a Lingui macro.
 */
export async function uiVitePlugins(): Promise<PluginOption[]> {
  const linguiConfig = getConfig({ configPath: path.join(here, "lingui.config.ts") });
  return [
    react(),
    {
      // Modules imported lazily (the trend chart's ApexCharts) are otherwise found mid-run, and
      // Vite's re-optimisation reloads the page under a running browser test.
      name: "cdp:prebundle-lazy-deps",
      config: () => ({
        optimizeDeps: { include: ["react-apexcharts", "apexcharts"] },
      }),
    },
    babel({
      presets: [
        {
          preset: { plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]] },
          rolldown: { filter: { code: /@lingui\/[\w-]+\/macro/ } },
        },
      ],
    }),
  ];
}
