import path from "node:path";
import { fileURLToPath } from "node:url";

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks: without this a failing test crashes
// the reporter instead of showing the failure. Harmless on Node 22+, where it exists.
if (typeof (Map as { groupBy?: unknown }).groupBy !== "function") {
  Object.defineProperty(Map, "groupBy", {
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

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
