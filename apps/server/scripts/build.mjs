// Bundles the server into dist/main.js (and the admin CLI into dist/admin-create.js): our workspace
// packages are compiled in (they ship as TypeScript source), every npm dependency stays external
// and is loaded from node_modules. `node scripts/build.mjs <folder>` writes the bundles there instead
// (the test suite's own copy, under this package so the bundle finds it and node_modules).
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@cdp/"));

await build({
  entryPoints: {
    main: path.join(root, "src", "main.ts"),
    "admin-create": path.join(root, "src", "cli", "admin-create.ts"),
    backup: path.join(root, "src", "cli", "backup.ts"),
    restore: path.join(root, "src", "cli", "restore.ts"),
    "bench-server": path.join(root, "src", "bench", "bench-server.ts"),
  },
  outdir: process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});
