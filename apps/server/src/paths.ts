import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The server package folder, found the same way from `src/` (tests, dev) and from the `dist/` bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@cdp/server") return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the @cdp/server package folder");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, "drizzle");
export const webAppDirs = {
  crm: path.resolve(serverRoot, "..", "crm", "dist"),
  admin: path.resolve(serverRoot, "..", "admin", "dist"),
};
export const serverVersion: string = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8")).version;
