import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemSettings } from "../../src/db/schema/index.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { operatorApi } from "../accounts/helpers.ts";
import { eventually } from "../analytics/helpers.ts";
import { loginOperator } from "../identity/helpers.ts";
import { startS3Server, type S3Server } from "../kits/s3-server.kit.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

/** The demo workspace on a fresh database whose media live in an S3 bucket (s3rver, holding each form to its policy). */
describe("the demo workspace with STORAGE_DRIVER=s3", () => {
  let bucket: S3Server;
  let runtime: TestRuntime;
  beforeAll(async () => {
    bucket = await startS3Server({ allowedOrigins: [] });
    runtime = await startTestRuntime("pglite", { SEED_DEMO_WORKSPACE: "true", LOG_LEVEL: process.env.DEMO_LOG ?? "silent", ...bucket.storageEnv });
    await runtime.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await runtime?.dispose();
    await bucket?.close();
  });

  it("stores its videos in the bucket with their type, and publishes them: two successes and one failure", async () => {
    const seeded = await eventually(async () => (await runtime.database.db.select().from(systemSettings).where(eq(systemSettings.key, "demo.workspaceSeeded")))[0], 120_000);
    expect(seeded.value).toMatchObject({ accountIds: expect.any(Array) });

    // Three signed forms reached the bucket, each accepted by its policy and sending its fields once.
    expect(bucket.posts).toHaveLength(3);
    expect(bucket.posts.map((post) => post.refusal)).toEqual([null, null, null]);
    const key = (post: (typeof bucket.posts)[number]) => post.fields.find(([name]) => name === "key")![1];
    for (const post of bucket.posts) {
      expect(post.fields.filter(([name]) => name === "success_action_status")).toHaveLength(1);
      const stored = await bucket.read(key(post));
      expect(stored).toMatchObject({ status: 200, contentType: "video/mp4" });
      expect(stored.body.length).toBe(post.fileSize);
    }

    const demo = operatorApi(runtime, await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    const media = (await demo.get("/api/v1/media/list?pageSize=20")).json().data.list as { key: string; url: string; type: string; durationSeconds: number }[];
    expect(media.map((item) => item.key).sort()).toEqual(bucket.posts.map(key).sort());
    expect(media.every((item) => item.type === "video" && item.durationSeconds === 15 && item.url.startsWith(`${bucket.endpoint}/${bucket.bucket}/`))).toBe(true);
    const tasks = (await demo.get("/api/v1/publish/tasks?pageSize=20")).json().data;
    expect(tasks.total).toBe(3);
    const items = (await Promise.all(tasks.list.map(async (task: { id: number }) => (await demo.get(`/api/v1/publish/tasks/${task.id}`)).json().data.items))).flat() as { status: number }[];
    expect(items.map((item) => item.status).sort()).toEqual([1, 1, 2]);
  });
});
