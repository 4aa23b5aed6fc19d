// `npm run db:pglite-template -w @cdp/server`: makes the data folder a new embedded database starts
// from (assets/pglite-datadir.tar.gz) with the installed PGlite's own initdb, and records which PGlite
// made it. Run it after upgrading PGlite: until then new databases are made by initdb at start
// (slower, ~740 MB at its peak) and the template test fails.
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteTemplateFiles, pgliteVersion, type PgliteTemplateManifest } from "../src/db/pglite-template.ts";

const database = await PGlite.create();
const { server_version: postgresVersion } = (await database.query<{ server_version: string }>("show server_version")).rows[0]!;
const archive = await database.dumpDataDir("gzip");
await database.close();
writeFileSync(pgliteTemplateFiles.archive, new Uint8Array(await archive.arrayBuffer()));
const manifest: PgliteTemplateManifest = { pgliteVersion: pgliteVersion(), initdb: `PostgreSQL ${postgresVersion}, PGlite's initdb defaults (UTF8, C.UTF-8, trust)` };
writeFileSync(pgliteTemplateFiles.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${pgliteTemplateFiles.archive}: ${(archive.size / 1048576).toFixed(1)} MB, PGlite ${manifest.pgliteVersion}, PostgreSQL ${postgresVersion}`);
process.exit(0);
