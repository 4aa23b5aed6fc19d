import { describe, expect, it } from "vitest";
import { QUIET_ZONE_MODULES, qrMatrix } from "./qr-path";

/** The dark modules of a path, as "x,y" strings. */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)/g)].map((match) => `${match[1]},${match[2]}`));
}

describe("qrMatrix", () => {
  it("keeps a blank quiet zone of four modules on every side", () => {
    const { size, path } = qrMatrix("https://example.com/link/abc");
    const dark = [...darkModules(path)].map((key) => key.split(",").map(Number) as [number, number]);
    expect(dark.length).toBeGreaterThan(0);
    for (const [x, y] of dark) {
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES);
      expect(x).toBeLessThan(size - QUIET_ZONE_MODULES);
      expect(y).toBeLessThan(size - QUIET_ZONE_MODULES);
    }
  });

  it("draws the three finder patterns (a dark 7×7 ring in the corners)", () => {
    const { size, path } = qrMatrix("hello");
    const dark = darkModules(path);
    const q = QUIET_ZONE_MODULES;
    const last = size - q - 1;
    for (const [x, y] of [[q, q], [last, q], [q, last]] as const) expect(dark.has(`${x},${y}`)).toBe(true);
    // Version 1 (21 modules) plus the quiet zone on both sides.
    expect(size).toBe(21 + 2 * q);
  });

  it("grows with the text and differs between values", () => {
    const short = qrMatrix("a");
    const long = qrMatrix(`https://example.com/${"x".repeat(300)}`);
    expect(long.size).toBeGreaterThan(short.size);
    expect(qrMatrix("value-1").path).not.toBe(qrMatrix("value-2").path);
  });
});
