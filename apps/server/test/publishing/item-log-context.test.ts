import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createItemJournal } from "../../src/domains/publishing/item-journal.ts";
import type { ClaimedItem } from "../../src/domains/publishing/item-lease.ts";
import { jobLogFields, runWithLogContext } from "../../src/log-context.ts";

/** Every log line written while a job works on a publish item carries the task, item, attempt and platform. */
describe("publish item log lines", () => {
  it("carry the item's task, id, attempt and platform, with the job, for lines the run itself writes and lines written deeper in", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = Fastify({ logger: { level: "info", mixin: jobLogFields, stream: new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }) } }).log;
    const journal = createItemJournal({ data: { recordCalls: async () => undefined }, log: () => log, clock: () => new Date() });
    const item = { id: 41, taskId: 7, attempt: 2, platform: "tiktok", takenOverFrom: "dead:1" } as ClaimedItem;
    await runWithLogContext({ job: { name: "publishing.publish-item", id: "job-1" } }, () =>
      journal(item, "run", async () => {
        log.info("token refreshed");
        return { kind: "processing", publishId: "p-1" };
      }),
    );
    const expected = { job: "publishing.publish-item", jobId: "job-1", taskId: 7, itemId: 41, attempt: 2, platform: "tiktok" };
    expect(lines.map((line) => line.msg)).toEqual(["publish item: took over the lease of a stopped worker", "token refreshed", "publish item: run ended"]);
    for (const line of lines) expect(line).toMatchObject(expected);
  });
});
