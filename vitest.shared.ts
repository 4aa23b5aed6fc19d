import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

type ReporterEntry = string | [string, Record<string, unknown>];

/**
 * Every package reports to the console and to a JSON file that `scripts/test-summary.mjs`
 * adds up into one "N passed, N failed" line at the end of `npm test`.
 */
export function reporters(name: string): ReporterEntry[] {
  return ["default", ["json", { outputFile: path.join(root, ".vitest-reports", `${name}.json`) }]];
}

export const repoRoot = root;
