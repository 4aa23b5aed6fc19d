import { encode } from "uqr";

/** Modules of blank border around the code: the QR standard's quiet zone. */
export const QUIET_ZONE_MODULES = 4;

export type QrMatrix = {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path of unit squares, one per dark module, in module coordinates. */
  path: string;
};

/**
 * Encodes `value` (error correction M: survives a slightly worn print or a glare) and turns the
 * dark modules into a single path, so the SVG stays one element however long the text is.
 */
export function qrMatrix(value: string): QrMatrix {
  const { data, size } = encode(value, { ecc: "M", border: QUIET_ZONE_MODULES });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: parts.join("") };
}
