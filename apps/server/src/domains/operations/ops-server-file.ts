import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a running server tells the operator's commands how to reach it, inside the data folder. */
export const OPS_SERVER_FILE = ["secrets", "ops-server.json"] as const;

/** How `npm run backup` reaches the server that holds the data folder, and the token it asks with. */
export type OpsServerFile = { pid: number; url: string; token: string; startedAt: string };

/** A random token for this server's operator endpoints; it lives in memory and in the file only. */
export function createOpsToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Written (mode 0600) once the server listens, removed when it stops: whoever can read the data
 * folder may ask this server for a backup, a power they already have over the files themselves.
 */
export function writeOpsServerFile(dataDir: string, content: Omit<OpsServerFile, "pid" | "startedAt">): () => void {
  const file = path.join(dataDir, ...OPS_SERVER_FILE);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.tmp`;
  const value: OpsServerFile = { pid: process.pid, startedAt: new Date().toISOString(), ...content };
  writeFileSync(aside, `${JSON.stringify(value)}\n`, { mode: 0o600 });
  renameSync(aside, file);
  return () => {
    // Another server may have started on this folder since; only this server's own file goes.
    if (readOpsServerFile(dataDir)?.token === content.token) rmSync(file, { force: true });
  };
}

export function readOpsServerFile(dataDir: string): OpsServerFile | null {
  try {
    const value = JSON.parse(readFileSync(path.join(dataDir, ...OPS_SERVER_FILE), "utf8")) as Partial<OpsServerFile>;
    return typeof value.url === "string" && typeof value.token === "string" && typeof value.pid === "number" ? (value as OpsServerFile) : null;
  } catch {
    return null;
  }
}

/** Compares a presented bearer token with the expected one in constant time. */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
