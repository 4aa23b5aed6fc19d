import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseFolderInUseError, holdDatabaseFolder, lockFileOf } from "./pglite-folder-lock.ts";

describe("the embedded database folder's lock", () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cdp-lock-"));
    dirs.push(dir);
    return path.join(dir, "pglite");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is this process's while any of its handles holds it, and gone once the last lets go", () => {
    const pglite = folder();
    const first = holdDatabaseFolder(pglite);
    const second = holdDatabaseFolder(pglite);
    expect(readFileSync(lockFileOf(pglite), "utf8")).toBe(String(process.pid));
    first();
    first();
    expect(existsSync(lockFileOf(pglite))).toBe(true);
    second();
    expect(existsSync(lockFileOf(pglite))).toBe(false);
  });

  it("refuses a folder a live process holds, naming it, and takes over one whose process is gone", () => {
    const pglite = folder();
    writeFileSync(lockFileOf(pglite), "1");
    expect(() => holdDatabaseFolder(pglite)).toThrow(DatabaseFolderInUseError);
    expect(() => holdDatabaseFolder(pglite)).toThrow(/open in process 1,/);

    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(lockFileOf(pglite), gone.stdout);
    const release = holdDatabaseFolder(pglite);
    expect(readFileSync(lockFileOf(pglite), "utf8")).toBe(String(process.pid));
    release();
  });

  const gonePid = () => Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);

  it("takes over a lock whose process was killed in the middle of taking over another, and leaves no gate behind", () => {
    const pglite = folder();
    const [stale, takingOver] = [gonePid(), gonePid()];
    writeFileSync(lockFileOf(pglite), String(stale));
    writeFileSync(`${lockFileOf(pglite)}.takeover-${stale}`, String(takingOver));
    const release = holdDatabaseFolder(pglite);
    expect(readFileSync(lockFileOf(pglite), "utf8")).toBe(String(process.pid));
    expect(readdirSync(path.dirname(pglite))).toEqual(["pglite.lock"]);
    release();
  });

  it("takes over a damaged lock that names no process", () => {
    const pglite = folder();
    writeFileSync(lockFileOf(pglite), "");
    const release = holdDatabaseFolder(pglite);
    expect(readFileSync(lockFileOf(pglite), "utf8")).toBe(String(process.pid));
    release();
  });

  it("leaves a stale lock to the live process taking it over, and names that process when it has not finished", () => {
    const pglite = folder();
    const stale = gonePid();
    writeFileSync(lockFileOf(pglite), String(stale));
    // Process 1 (init) holds the gate: as if it were taking the lock over and had stopped there.
    writeFileSync(`${lockFileOf(pglite)}.takeover-${stale}`, "1");
    expect(() => holdDatabaseFolder(pglite)).toThrow(/open in process 1,/);
    expect(readFileSync(lockFileOf(pglite), "utf8")).toBe(String(stale));
  });
});
