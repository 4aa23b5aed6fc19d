import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";
import { uiVitePlugins } from "../packages/ui/vite-plugins.ts";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Chakra's package.json advertises its hosted Storybook; composing it needs the internet.
  refs: { "@chakra-ui/react": { disable: true } },
  // Applied to `storybook dev/build` and, through @storybook/addon-vitest, to the browser story tests.
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: await uiVitePlugins(),
      // A Storybook preview bundles React, Chakra and axe into one chunk; its size is expected.
      build: { chunkSizeWarningLimit: 2500 },
    }),
};

export default config;
