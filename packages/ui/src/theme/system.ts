import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { colors, semanticColors } from "./colors";
import { fonts } from "./fonts";
import { slotRecipes } from "./recipes";

const config = defineConfig({
  globalCss: {
    // Every Chakra part without an explicit palette (buttons, focus rings, selection) uses the brand.
    html: { colorPalette: "brand" },
  },
  theme: {
    tokens: { colors, fonts },
    semanticTokens: { colors: semanticColors },
    slotRecipes,
  },
});

export const system = createSystem(defaultConfig, config);
