import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * A QR code on a white tile whatever the colour mode: scanners need dark modules on a light
 * background. `crispEdges` keeps the modules sharp at any size.
 */
export const qrCodeRecipe = defineSlotRecipe({
  className: "qr-code",
  slots: ["root", "svg", "modules"],
  base: {
    root: { display: "inline-flex", background: "white", borderRadius: "l2", flexShrink: "0", lineHeight: "0" },
    svg: { display: "block", width: "full", height: "full", shapeRendering: "crispEdges" },
    modules: { fill: "black" },
  },
  variants: {
    variant: {
      plain: {},
      outline: { root: { borderWidth: "1px", borderColor: "border" } },
    },
  },
  defaultVariants: { variant: "outline" },
});
