// What the benchmark scripts share: a free port, a fresh PostgreSQL database, waiting for a
// server to be healthy, stopping it, and JSON calls to it.
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped at the end. */
export async function createDatabase(adminUrl) {
  const { default: pg } = await import("pg");
  const name = `cdp_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Waits until `${base}/api/v1/health` answers 200 (a first start creates the database: up to 2 minutes). */
export async function waitForHealth(base) {
  for (let i = 0; i < 1200; i += 1) {
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy");
}

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A JSON call; an HTTP error or an envelope code other than 0 / 1 throws. */
export async function json(url, { method = "GET", body, token } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const payload = await response.json();
  if (!response.ok || (payload.code !== undefined && payload.code !== 0 && payload.code !== 1)) throw new Error(`${method} ${url}: ${JSON.stringify(payload)}`);
  return payload;
}
