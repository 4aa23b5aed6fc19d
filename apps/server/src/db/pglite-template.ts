import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { serverRoot } from "../paths.ts";

/**
 * A new embedded database starts from a data folder made once by PGlite's own initdb and shipped
 * with the server (`npm run db:pglite-template -w @cdp/server` makes it again). PGlite's initdb runs
 * a second PostgreSQL and copies its whole 128 MB heap: a first start peaked at ~740 MB of memory
 * and took 7 s of CPU; loading the folder takes ~2 s and fits in the memory of every later start
 * (ADR 17).
 */
export const pgliteTemplateFiles = {
  archive: path.join(serverRoot, "assets", "pglite-datadir.tar.gz"),
  manifest: path.join(serverRoot, "assets", "pglite-datadir.json"),
};

export type PgliteTemplateManifest = { pgliteVersion: string; initdb: string };

let pgliteVersionRead: string | null = null;

/** The installed PGlite's version (a data folder opens only with the PGlite that made its format). */
export function pgliteVersion(): string {
  if (pgliteVersionRead) return pgliteVersionRead;
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  pgliteVersionRead = (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
  return pgliteVersionRead;
}

export function readPgliteTemplateManifest(): PgliteTemplateManifest | null {
  if (!existsSync(pgliteTemplateFiles.manifest) || !existsSync(pgliteTemplateFiles.archive)) return null;
  return JSON.parse(readFileSync(pgliteTemplateFiles.manifest, "utf8")) as PgliteTemplateManifest;
}

function templateMatches(): boolean {
  return readPgliteTemplateManifest()?.pgliteVersion === pgliteVersion();
}

/**
 * Makes a new database folder from the shipped one when `dataDir` holds no database yet and the
 * folder was made by the installed PGlite; answers whether it did (otherwise PGlite runs its initdb).
 * The files are unpacked into a side folder and renamed into place, so a start cut short never
 * leaves half a database; they stream from the archive to disk (PGlite's own `loadDataDir` would
 * hold the 40 MB of files in memory).
 */
export async function createFromPgliteTemplate(dataDir: string): Promise<boolean> {
  if ((existsSync(dataDir) && readdirSync(dataDir).length > 0) || !templateMatches()) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  const reading = pipeline(createReadStream(pgliteTemplateFiles.archive), createGunzip(), extract);
  // The archive is our own (assets/), so its names are trusted; the lock file of the instance that made it is left out.
  for await (const entry of extract) {
    const target = path.join(partial, entry.header.name);
    if (entry.header.type === "directory") await mkdir(target, { recursive: true, mode: 0o700 });
    if (entry.header.type !== "file" || entry.header.name.endsWith("postmaster.pid")) {
      entry.resume();
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
  }
  await reading;
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}

/** The shipped data folder as PGlite's `loadDataDir` takes it, for an in-memory database (tests); undefined when the installed PGlite did not make it. */
export function pgliteTemplateBlob(): Blob | undefined {
  return templateMatches() ? new Blob([readFileSync(pgliteTemplateFiles.archive)], { type: "application/x-gzip" }) : undefined;
}
