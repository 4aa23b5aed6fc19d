// The CPU a local PostgreSQL server spends, read from /proc, so bench:publish can print the database's
// share beside the server's when BENCH_DATABASE_URL points at this machine. Every process named
// `postgres` whose parent is not one is a postmaster; its total is its own time, the time of the
// children it has already reaped (cutime/cstime: backends that closed during the run) and the time
// of its live children (backends, checkpointer, WAL writer, autovacuum).
import { readdirSync, readFileSync } from "node:fs";

const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

type ProcessTimes = { pid: number; ppid: number; name: string; ownTicks: number; reapedTicks: number };

function readProcess(pid: number): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { pid, ppid: Number(fields[1]), name, ownTicks: Number(fields[11]) + Number(fields[12]), reapedTicks: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null; // it exited between the listing and the read
  }
}

/** Total CPU milliseconds of every PostgreSQL server on this machine, or null when none runs here. */
export function databaseServerCpuMs(): number | null {
  const processes = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter((entry): entry is ProcessTimes => entry !== null && entry.name === "postgres");
  const pids = new Set(processes.map((entry) => entry.pid));
  const postmasters = processes.filter((entry) => !pids.has(entry.ppid));
  if (postmasters.length === 0) return null;
  const postmasterPids = new Set(postmasters.map((entry) => entry.pid));
  let ticks = 0;
  for (const entry of processes) {
    if (postmasterPids.has(entry.pid)) ticks += entry.ownTicks + entry.reapedTicks;
    else if (postmasterPids.has(entry.ppid)) ticks += entry.ownTicks;
  }
  return (ticks * 1000) / TICKS;
}
