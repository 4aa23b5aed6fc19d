import { defineSemanticTokens, defineTokens } from "@chakra-ui/react";

/** The product's blue-indigo brand scale. 600 is the solid fill: white text on it passes WCAG AA. */
export const colors = defineTokens.colors({
  brand: {
    50: { value: "#eef3ff" },
    100: { value: "#dce6fe" },
    200: { value: "#c0d2fd" },
    300: { value: "#95b3fb" },
    400: { value: "#648cf7" },
    500: { value: "#3f66f1" },
    600: { value: "#2947e5" },
    700: { value: "#2237cf" },
    800: { value: "#222fa8" },
    900: { value: "#212e84" },
    950: { value: "#181d50" },
  },
});

/** The tokens Chakra's recipes read through `colorPalette`, so `colorPalette="brand"` works everywhere. */
export const semanticColors = defineSemanticTokens.colors({
  // Chakra's red.500 error text is 3.8:1 on white; red.600 passes WCAG AA (4.8:1) for small text.
  fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
  brand: {
    solid: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.500}" } },
    contrast: { value: "white" },
    fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
    muted: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
    subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.900}" } },
    emphasized: { value: { _light: "{colors.brand.300}", _dark: "{colors.brand.700}" } },
    focusRing: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
    border: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
  },
});
