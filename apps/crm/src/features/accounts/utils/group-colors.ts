/**
 * The account-group colour options 1–10 (spec: colour options 1 to 10) as theme colour palettes,
 * so a tag reads `colorPalette.solid` / `.subtle` and follows the colour mode.
 */
const GROUP_COLOR_PALETTES = ["red", "orange", "yellow", "green", "teal", "blue", "cyan", "purple", "pink", "gray"] as const;

export type GroupColorPalette = (typeof GROUP_COLOR_PALETTES)[number];

export const GROUP_COLORS = GROUP_COLOR_PALETTES.map((palette, index) => ({ color: index + 1, palette }));

/** The palette of colour option `color` (1–10); anything else shows gray. */
export function groupColorPalette(color: number): GroupColorPalette {
  return GROUP_COLOR_PALETTES[color - 1] ?? "gray";
}
