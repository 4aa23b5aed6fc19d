import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import { colors, semanticColors } from "./colors";
import { fonts } from "./fonts";
import { slotRecipes } from "./recipes";
import { chakraTheme, usedChakraRecipes, usedChakraSlotRecipes } from "./used-chakra-recipes";

/**
 * Chakra's default theme, but only the recipes of the components the product uses: the full
 * `defaultConfig` carries every recipe Chakra has (date pickers, tree views, marquees…) into the
 * first script of every page, the login page included.
 */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix: chakraTheme.cssVarsPrefix,
  cssVarsRoot: chakraTheme.cssVarsRoot,
  globalCss: chakraTheme.globalCss,
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    tokens: chakraTheme.tokens,
    semanticTokens: chakraTheme.semanticTokens,
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    animationStyles: chakraTheme.animationStyles,
    recipes: usedChakraRecipes,
    slotRecipes: usedChakraSlotRecipes,
  },
});

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

export const system = createSystem(defaultBaseConfig, chakraDefaults, config);
