import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * Colours per publish status; the distributing icon turns slowly (not when motion is reduced). 需核实 is
 * orange: it asks for a look on the platform, it is not a failure.
 */
export const publishStatusBadgeRecipe = defineSlotRecipe({
  className: "publish-status-badge",
  slots: ["root", "icon"],
  base: {
    root: { gap: "1" },
    icon: { flexShrink: "0", width: "1em", height: "1em" },
  },
  variants: {
    status: {
      distributing: {
        root: { colorPalette: "blue" },
        icon: { animation: "spin", animationDuration: "1.6s", _motionReduce: { animation: "none" } },
      },
      succeeded: { root: { colorPalette: "green" } },
      failed: { root: { colorPalette: "red" } },
      toVerify: { root: { colorPalette: "orange" } },
    },
  },
  defaultVariants: { status: "distributing" },
});
