import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { processIsAlive } from "../process-alive.ts";

/** Another live process has the embedded database's folder open. */
export class DatabaseFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    lockFile: string,
  ) {
    super(
      `The embedded database in ${folder} is open in process ${pid}, and only one process at a time may open it ` +
        `(two would damage it). Stop that process first; to run several processes, use a PostgreSQL server (DATABASE_URL). ` +
        `If process ${pid} is not one of this product's, delete ${lockFile}.`,
    );
    this.name = "DatabaseFolderInUseError";
  }
}

/** The file that says which process has `folder` open (beside it, so backups of the folder leave it out). */
export const lockFileOf = (folder: string) => `${folder}.lock`;

/** Folders this process holds, with how many handles hold each. */
const held = new Map<string, number>();

/**
 * Holds the embedded database's folder for this process: `<folder>.lock`, holding this process's id,
 * made complete and exclusive in one step (a hard link to a written file). A lock left by a process
 * that is gone (killed, crashed) is taken over. PGlite itself would let a second process open the
 * folder and both would write to it. Returns the release.
 */
export function holdDatabaseFolder(folder: string): () => void {
  const lockFile = lockFileOf(folder);
  const count = held.get(lockFile) ?? 0;
  if (count === 0) takeLock(folder, lockFile);
  held.set(lockFile, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(lockFile) ?? 1) - 1;
    if (left > 0) {
      held.set(lockFile, left);
      return;
    }
    held.delete(lockFile);
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function takeLock(folder: string, lockFile: string): void {
  const written = `${lockFile}.${process.pid}`;
  writeFileSync(written, String(process.pid), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(written, lockFile);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = holderOf(lockFile);
      if (!isStale(holder)) throw new DatabaseFolderInUseError(folder, holder!, lockFile);
      moveStaleLockAside(lockFile);
    }
    throw new DatabaseFolderInUseError(folder, holderOf(lockFile) ?? 0, lockFile);
  } finally {
    rmSync(written, { force: true });
  }
}

/** A lock naming no process, this one (a container's restart reuses its pid), or one that is gone. */
const isStale = (holder: number | null) => holder === null || holder === process.pid || !processIsAlive(holder);

/**
 * Moves a stale lock file out of the way in one step (a rename), so that of several processes
 * taking it over at once only one moves it. Deleting it instead, a process that had read the stale
 * holder could delete the lock another had just taken, and both would open the database. The file
 * moved is read again: if another process took the lock over in between, it is put back.
 */
function moveStaleLockAside(lockFile: string): void {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    if (!isStale(holderOf(aside))) linkSync(aside, lockFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
