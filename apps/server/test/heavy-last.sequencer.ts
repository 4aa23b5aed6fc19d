import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files whose single tests do the most work: servers on the embedded database on disk, child
 * processes started and killed (servers, the CLI, Chromium), the publishing runs of 100 posts. In
 * `npm test` this suite runs at a lower CPU priority beside the app and story suites
 * (scripts/test.mjs); while those run, on a machine with other work, a worker here gets a fifth of a
 * core or less. Measured 2026-12-01 under load: the backup restore test took 9 s alone and 58-60 s in
 * the suite, against its 60 s limit. Run last, these files get the cores the other suites have
 * finished with; the light files, with seconds of work against their limits, take the slow start.
 */
const HEAVY_PATHS = [/\/test\/operations\//, /\/test\/browser\//, /\/test\/publishing\/(crash|commit-points|lost-answers|publishing|faults)\.test\.ts$/];
const STARTS_PROCESSES = /\b(startProcessWorld|spawn|spawnSync|execFile|execFileSync|fork)\(|server-process\.ts/;

function isHeavy(file: string): boolean {
  return HEAVY_PATHS.some((pattern) => pattern.test(file)) || STARTS_PROCESSES.test(readFileSync(file, "utf8"));
}

/** Vitest's own order (failed first, then longest first, unknown files largest first), with the heavy files after the rest. */
export class HeavyLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = new Set(sorted.filter((file) => isHeavy(file.moduleId)));
    return [...sorted.filter((file) => !heavy.has(file)), ...heavy];
  }
}
