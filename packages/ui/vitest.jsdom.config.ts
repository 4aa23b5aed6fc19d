import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";
import { portableStoriesPlugin } from "./test/portable-stories-plugin.ts";
import { uiVitePlugins } from "./vite-plugins.ts";
import { unitProject } from "./vitest.unit.ts";

// The browser-free fallback: every story's play function as a portable story in jsdom.
// Every stories file is a test file, so a new component's stories are picked up automatically.
export default defineConfig({
  plugins: [...(await uiVitePlugins()), portableStoriesPlugin()],
  test: {
    reporters: reporters("ui"),
    projects: [
      unitProject,
      {
        extends: true,
        test: {
          name: "stories-jsdom",
          root: import.meta.dirname,
          environment: "jsdom",
          include: ["src/**/*.stories.tsx"],
          setupFiles: ["test/setup-jsdom.ts"],
          // A story's first use of a lazily loaded module (ApexCharts) can take seconds on a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
