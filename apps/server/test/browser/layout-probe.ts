// Runs in-page/layout-faults.ts in a page. It is compiled here rather than imported, so the server's
// type check never sees the DOM types the probe is written against (they clash with Node's fetch types).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import type { Page } from "playwright";

export type LayoutFault = { kind: string; text: string; detail: string };

const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "in-page", "layout-faults.ts"), "utf8");
const probe = transformSync(source, { loader: "ts", format: "iife", globalName: "layoutProbe", target: "es2022" }).code;

/** The layout faults of the page as it is drawn now (see in-page/layout-faults.ts for what counts). */
export function findLayoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(`${probe}\nlayoutProbe.findLayoutFaults()`) as Promise<LayoutFault[]>;
}
