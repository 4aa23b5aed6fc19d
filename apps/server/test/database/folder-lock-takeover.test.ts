import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockFileOf } from "../../src/db/pglite-folder-lock.ts";
import { serverRoot } from "../../src/paths.ts";

const CONTENDERS = 6;
const ROUNDS = 3;

/**
 * One process that, at `startAt`, takes the folder's lock and says whether it got it; one that got it
 * holds it until the test has every answer (its stdin closes), so that a contender that a loaded
 * machine starts late still meets a live holder rather than one that has already exited.
 */
const CONTENDER = `
import { holdDatabaseFolder } from ${JSON.stringify(path.join(serverRoot, "src", "db", "pglite-folder-lock.ts"))};
const [folder, startAt] = [process.argv[1], Number(process.argv[2])];
while (Date.now() < startAt) {}
try {
  holdDatabaseFolder(folder);
  console.log("held");
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.on("end", resolve));
} catch (error) {
  console.log(error.name === "DatabaseFolderInUseError" ? "in use" : String(error));
}
`;

/** A contender's first line of output (its answer, or why it failed), and its release and exit. */
function contender(folder: string, startAt: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CONTENDER, folder, String(startAt)], { cwd: serverRoot });
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const answer = new Promise<string>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.trim());
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => resolve(output.trim()));
  });
  return { answer, exited, release: () => child.stdin.end() };
}

/**
 * A server killed leaves its lock file naming a process that is gone; the next start takes it over.
 * Several starting at once (a service manager restarting twice, two terminals) must not all take
 * it over: two processes writing one embedded database would damage it.
 */
describe("taking over the embedded database's lock left by a process that is gone", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cdp-folder-lock-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`gives it to exactly one of ${CONTENDERS} processes starting at once, ${ROUNDS} times over`, async () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    for (let round = 0; round < ROUNDS; round += 1) {
      const folder = path.join(root, `pglite-${round}`);
      writeFileSync(lockFileOf(folder), String(gone));
      // Far enough ahead for every contender to have loaded tsx and the module.
      const startAt = Date.now() + 4000;
      const contenders = Array.from({ length: CONTENDERS }, () => contender(folder, startAt));
      const answers = await Promise.all(contenders.map((one) => one.answer));
      for (const one of contenders) one.release();
      await Promise.all(contenders.map((one) => one.exited));
      expect(answers.sort(), `round ${round + 1}`).toEqual(["held", ...Array.from({ length: CONTENDERS - 1 }, () => "in use")]);
    }
  }, 90_000);
});
