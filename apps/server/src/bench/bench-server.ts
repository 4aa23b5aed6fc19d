// The API bench's server (npm run bench:api): the runtime exactly as main.js starts it, plus the bare
// baselines the bench compares it with, in the same process so they share its CPU and database pool.
// Never started by `npm start`.
import Fastify from "fastify";
import { loadConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { createRuntime } from "../runtime.ts";

type Statement = { sql: string; params: unknown[] };

const config = loadConfig();
const runtime = await createRuntime(config);
await runtime.app.listen({ port: config.port, host: config.host });

const bare = Fastify({ logger: false });
const twentyRows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  platform: index % 2 ? "youtube" : "tiktok",
  name: `创作者 ${index + 1}`,
  username: `creator.${index + 1}`,
  avatarUrl: `https://example.com/avatars/${index + 1}.png`,
  fans: 1000 + index,
  likes: 2000 + index,
  views: 3000 + index,
  tokenStatus: "healthy",
  linkedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
}));
/** Each captured request's statements, by the name the bench gave it (`as`; default "list"). */
const captured = new Map<string, Statement[]>();

/** (a) The framework alone: a route that answers 20 rows of JSON. */
bare.get("/bare/json", async () => ({ code: 0, data: { list: twentyRows, total: twentyRows.length } }));

/**
 * Records the statements one request of the real app sends (through `app.inject`, the whole pipeline):
 * the bench calls it twice and keeps the second, so caches are warm as they are under load.
 */
bare.post<{ Body: { url: string; token: string; as?: string } }>("/bare/capture", async (request) => {
  const statements: Statement[] = [];
  const stop = runtime.database.observeQueries((sql, params) => statements.push({ sql, params }));
  try {
    const response = await runtime.app.inject({ method: "GET", url: request.body.url, headers: { authorization: `Bearer ${request.body.token}` } });
    if (response.statusCode !== 200) throw new Error(`${request.body.url} answered ${response.statusCode}: ${response.body}`);
  } finally {
    stop();
  }
  captured.set(request.body.as ?? "list", statements);
  return { statements: statements.map((statement) => statement.sql) };
});

/** (b) The same SQL on the same pool, served bare: the captured statements, one after another, their rows as JSON. */
bare.get<{ Querystring: { as?: string } }>("/bare/same-sql", async (request) => {
  const results: unknown[] = [];
  for (const statement of captured.get(request.query.as ?? "list") ?? []) results.push(await rawRows(runtime.database, statement));
  return { code: 0, data: results };
});

/** A bench's set-based fill (several statements, no parameters) on this process's database, the embedded one included. */
bare.post<{ Body: { sql: string } }>("/bare/seed", async (request) => {
  const native = runtime.database.native;
  if (native.driver === "pglite") await native.client.exec(request.body.sql);
  else await native.pool.query(request.body.sql);
  return { ok: true };
});

async function rawRows(database: Database, { sql, params }: Statement): Promise<unknown[]> {
  const native = database.native;
  if (native.driver === "pglite") return (await native.prepared.query(sql, params, { rowMode: "array" })).rows;
  return (await native.pool.query({ text: sql, values: params, rowMode: "array" })).rows;
}

await bare.listen({ port: Number(process.env.BENCH_BARE_PORT), host: "127.0.0.1" });

const stop = async () => {
  await bare.close();
  await runtime.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
