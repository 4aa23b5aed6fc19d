// The paths of a web app's route table, read from its source (the table's names are Lingui macros,
// which only the app's own build can run), so a route added there is checked without being listed here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { webAppDirs } from "../../src/paths.ts";

export type AppPaths = { shell: string[]; public: string[] };

/** The paths a person can open: shell pages (a group's own path only redirects) and pages outside the shell. */
export function routePathsOf(app: keyof typeof webAppDirs): AppPaths {
  const source = readFileSync(path.join(webAppDirs[app], "..", "src", "app", "router", "route-table.ts"), "utf8");
  const constants = new Map([...source.matchAll(/export const (\w+) = "([^"]+)";/g)].map((match) => [match[1]!, match[2]!]));
  const tableOf = (name: string) => {
    const start = source.indexOf(`export const ${name}`);
    if (start < 0) throw new Error(`${app}'s route table has no ${name}`);
    const end = source.indexOf("\n];", start);
    const table = source.slice(start, end);
    // Each `path:` starts an entry; an entry with `children:` is a sidebar group.
    const entries = table.split(/(?=\bpath: )/).slice(1);
    return entries
      .filter((entry) => !/\bchildren:/.test(entry))
      .map((entry) => {
        const value = entry.match(/^path: (?:"([^"]+)"|(\w+))/);
        const found = value?.[1] ?? constants.get(value?.[2] ?? "");
        if (!found) throw new Error(`cannot read a path in ${app}'s route table: ${entry.slice(0, 80)}`);
        return found;
      });
  };
  return { shell: tableOf("shellRoutes"), public: tableOf("publicRoutes") };
}
