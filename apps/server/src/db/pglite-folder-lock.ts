import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
    acquire(written, lockFile, folder, 0);
  } finally {
    rmSync(written, { force: true });
  }
}

/** Takeovers of a gate left by a process killed in the middle of its own takeover, nested. */
const MAX_GATE_DEPTH = 3;
/** How long a start waits for another process's takeover (a few file operations) to finish. */
const TAKEOVER_WAIT_MS = 2_000;
const TAKEOVER_POLL_MS = 10;

/**
 * Makes `file` a link to `written` (this process's id), taking over a stale one. Only the process
 * holding the stale holder's gate (`<file>.takeover-<pid>`, itself a lock taken the same way) may
 * delete a file naming that holder; while it holds the gate, such a file cannot change under it, so
 * it reads the holder again and deletes only what it read. Everyone else links into the empty place
 * like any start, and exactly one link wins. Renaming the stale file aside and putting back what
 * turned out to be live (the earlier way) left the place empty for a moment, and a third process
 * starting then could hold the lock beside the second.
 */
function acquire(written: string, file: string, folder: string, depth: number): void {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  let takingOver = 0;
  for (;;) {
    try {
      linkSync(written, file);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (typeof holder === "number" && !isStale(holder)) throw new DatabaseFolderInUseError(folder, holder, lockFileOf(folder));
    if (holder !== "absent" && depth < MAX_GATE_DEPTH) {
      const gateHolder = deleteStale(written, file, holder, folder, depth);
      if (gateHolder === null) continue;
      takingOver = gateHolder;
    }
    if (Date.now() > deadline) throw new DatabaseFolderInUseError(folder, takingOver, lockFileOf(folder));
    sleepSync(TAKEOVER_POLL_MS);
  }
}

/**
 * Deletes `file` if it still names the stale `holder`, under that holder's gate: null when done, or
 * the process that has the gate (taking the file over itself).
 */
function deleteStale(written: string, file: string, holder: Holder, folder: string, depth: number): number | null {
  const gate = `${file}.takeover-${holder ?? "unreadable"}`;
  try {
    acquire(written, gate, folder, depth + 1);
  } catch (error) {
    if (error instanceof DatabaseFolderInUseError) return error.pid;
    throw error;
  }
  try {
    if (readHolder(file) === holder) rmSync(file, { force: true });
  } finally {
    rmSync(gate, { force: true });
  }
  return null;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleepSync = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);

/** A lock naming this process (a container's restart reuses its pid) or one that is gone. */
const isStale = (holder: number) => holder === process.pid || !processIsAlive(holder);

/** The process id a lock file names; null when it names none (damaged), "absent" when there is no file. */
type Holder = number | null | "absent";

function readHolder(file: string): Holder {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "absent";
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function holderOf(lockFile: string): number | null {
  try {
    const holder = readHolder(lockFile);
    return typeof holder === "number" ? holder : null;
  } catch {
    return null;
  }
}
