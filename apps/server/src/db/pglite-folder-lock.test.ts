import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
});
