import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { serverRoot } from "../src/paths.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's bundle of the server (`main.js` and the CLIs), which `startServer` runs. */
    serverBundleDir: string;
  }
}

/**
 * Bundles the server once per run, as `npm start` runs it, into a folder of this run's own, for the
 * tests that start server processes (crashes, journeys, several processes). Through tsx each start
 * compiled the whole server again: about 2.4 s more CPU per start than the bundle.
 */
export default function setup(project: TestProject) {
  const dir = path.join(serverRoot, ".test-dist", String(process.pid));
  const built = spawnSync(process.execPath, [path.join(serverRoot, "scripts", "build.mjs"), dir], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`bundling the server failed:\n${built.stderr}`);
  project.provide("serverBundleDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
