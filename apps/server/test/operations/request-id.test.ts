import { Writable } from "node:stream";
import Fastify from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { registerRequestLogContext } from "../../src/http/request-log-context.ts";
import { jobLogFields } from "../../src/log-context.ts";
import { defineJob, registerJob } from "../../src/queue/job-definition.ts";
import { JobQueue, REQUEST_ID_FIELD } from "../../src/queue/job-queue.ts";
import { eventually } from "../publishing/helpers.ts";

const dataOf = (result: unknown) => (result as { rows: { data: Record<string, unknown> }[] }).rows;

/**
 * One request id from the request into the jobs it sends: the job carries it, its handler's log
 * lines carry it (with the job's name and id), and jobs sent by that job carry it on.
 */
describe("the request id follows a request into its jobs", () => {
  let database: Database;
  let queue: JobQueue;
  const lines: Record<string, unknown>[] = [];
  const seen: { first: Record<string, string | number> | null; second: Record<string, string | number> | null } = { first: null, second: null };
  const second = defineJob({ name: "test-second", payload: z.object({ n: z.number() }) });
  const first = defineJob({ name: "test-first", payload: z.object({ n: z.number() }) });

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
    queue = new JobQueue({ database, work: true, onError: () => undefined, pollingIntervalSeconds: 0.5 });
    const log = Fastify({
      logger: { level: "info", mixin: jobLogFields, stream: new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }) },
    }).log;
    await queue.start(
      [first, second],
      [
        registerJob(first, async (payload) => {
          seen.first = jobLogFields();
          log.info({ n: payload.n }, "first job ran");
          await queue.send(second, { n: payload.n + 1 });
        }),
        registerJob(second, async () => {
          seen.second = jobLogFields();
        }),
      ],
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(1000);
    await database?.close();
  });

  it("carries the request's id into the job, its log lines and the jobs it sends", async () => {
    const app = Fastify({ genReqId: () => "req-test-0001" });
    registerRequestLogContext(app);
    app.post("/send", async () => ({ id: await queue.send(first, { n: 1 }) }));
    // The body is read before the handler, in the socket's own async context.
    const response = await app.inject({ method: "POST", url: "/send", payload: { some: "body" } });
    const jobId = response.json().id as string;
    const [row] = dataOf(await database.db.execute(sql`select data from pgboss.job where id = ${jobId}::uuid`));
    expect(row?.data).toEqual({ n: 1, [REQUEST_ID_FIELD]: "req-test-0001" });

    await eventually(async () => seen.second);
    expect(seen.first).toEqual({ reqId: "req-test-0001", job: "test-first", jobId });
    expect(seen.second).toMatchObject({ reqId: "req-test-0001", job: "test-second" });
    expect(lines.find((line) => line.msg === "first job ran")).toMatchObject({ reqId: "req-test-0001", job: "test-first", jobId, n: 1 });
    await app.close();
  });

  it("sends jobs outside any request without an id", async () => {
    const id = await queue.send(second, { n: 9 });
    const [row] = dataOf(await database.db.execute(sql`select data from pgboss.job where id = ${id}::uuid`));
    expect(row?.data).toEqual({ n: 9 });
  });
});
