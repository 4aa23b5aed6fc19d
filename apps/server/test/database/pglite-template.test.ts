import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createFromPgliteTemplate, pgliteVersion, readPgliteTemplateManifest } from "../../src/db/pglite-template.ts";

const folders: string[] = [];
function pgliteOf(database: Database) {
  if (database.native.driver !== "pglite") throw new Error("expected the embedded database");
  return database.native.client;
}
function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cdp-pglite-template-test-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the shipped PGlite data folder", () => {
  it("was made by the installed PGlite (after upgrading it: npm run db:pglite-template -w @cdp/server)", () => {
    expect(readPgliteTemplateManifest()?.pgliteVersion).toBe(pgliteVersion());
  });

  it("becomes a new embedded database that opens, migrates and keeps what is written across a restart", async () => {
    const dataDir = path.join(tempFolder(), "pglite");
    mkdirSync(dataDir);
    expect(await createFromPgliteTemplate(dataDir)).toBe(true);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(path.dirname(dataDir))).toEqual(["pglite"]);

    const first = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(first);
    await pgliteOf(first).query("create table kept (value text)");
    await pgliteOf(first).query("insert into kept values ('hello')");
    await first.close();

    const again = await openDatabase({ kind: "pglite", dataDir });
    expect((await pgliteOf(again).query<{ value: string }>("select value from kept")).rows).toEqual([{ value: "hello" }]);
    await again.close();
  });

  it("leaves an existing database and a folder holding other files alone", async () => {
    const dataDir = path.join(tempFolder(), "pglite");
    mkdirSync(dataDir);
    await createFromPgliteTemplate(dataDir);
    writeFileSync(path.join(dataDir, "marker"), "mine");
    expect(await createFromPgliteTemplate(dataDir)).toBe(false);
    expect(existsSync(path.join(dataDir, "marker"))).toBe(true);

    const other = tempFolder();
    writeFileSync(path.join(other, "notes.txt"), "not a database");
    expect(await createFromPgliteTemplate(other)).toBe(false);
    expect(readdirSync(other)).toEqual(["notes.txt"]);
  });
});
