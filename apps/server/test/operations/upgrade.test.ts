import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox, TIKTOK_SANDBOX_CLIENT, type RunningSandbox } from "@cdp/platform-sandbox";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type AppConfig } from "../../src/config/env.ts";
import { openDatabase } from "../../src/db/client.ts";
import { appliedMigration, runMigrations } from "../../src/db/migrate.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "../../src/domains/accounts/token-cipher.ts";
import { planChunks } from "../../src/domains/platforms/tiktok/chunk-plan.ts";
import { createRuntime, type Runtime } from "../../src/runtime.ts";
import { eventually, TEST_CREATORS, TEST_TUNING, videoBytes } from "../publishing/helpers.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers, type TestDatabase } from "../test-database.ts";
import { createTestClock, makeWebAppDirs, removeWebAppDirs } from "../test-runtime.ts";

const MIB = 1024 * 1024;
const OLDEST_WITH_PUBLISHING = "0007_publishing";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * A database made by the oldest release that published (migration 0007), holding tasks in every
 * state, is migrated by today's code when it starts, and every open item then finishes exactly once
 * on the sandbox: one waiting, one stopped half-way through its upload (TikTok's publish id and upload
 * URL saved, one chunk of two sent), one whose upload finished while TikTok processes it, one waiting
 * for the platform's quota; a published and a failed item stay as they were.
 */
describe.each(testDrivers)("upgrading a database from %s's first publishing release", (driver) => {
  const clock = createTestClock();
  let sandbox: RunningSandbox;
  let dataDir: string;
  let testDatabase: TestDatabase;
  let databaseConfig: AppConfig["database"];
  let runtime: Runtime | null = null;
  const webAppDirs = makeWebAppDirs();
  const creators = TEST_CREATORS.slice(20, 24).map((creator) => creator.openId);
  const tiktokApi = () => `${sandbox.url}/tiktok`;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => clock.now().getTime(), tiktok: { creators: TEST_CREATORS, processingDelayMs: 1000, moderationDelayMs: 0 } });
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-upgrade-"));
    testDatabase = await createEmptyTestDatabase(driver);
    databaseConfig = driver === "pglite" ? { kind: "pglite", dataDir: path.join(dataDir, "pglite") } : testDatabase.config;
  }, 60_000);
  afterAll(async () => {
    await runtime?.stop();
    await sandbox?.close();
    await testDatabase?.drop();
    removeWebAppDirs(webAppDirs);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A creator's grant through the sandbox's QR flow (the phone's part played by its control). */
  const grantFor = async (openId: string) => {
    const { clientKey, clientSecret } = TIKTOK_SANDBOX_CLIENT;
    const form = async (route: string, fields: Record<string, string>) => (await (await fetch(`${tiktokApi()}${route}`, { method: "POST", body: new URLSearchParams(fields) })).json()) as Record<string, string>;
    const { token = "" } = await form("/v2/oauth/get_qrcode/", { client_key: clientKey, scope: "user.info.basic,user.info.profile,user.info.stats,video.list,video.publish,video.upload" });
    sandbox.tiktok.scanQr(token, openId, "test");
    sandbox.tiktok.confirmQr(token);
    const checked = await form("/v2/oauth/check_qrcode/", { client_key: clientKey, client_secret: clientSecret, token });
    const code = new URL(checked.redirect_uri ?? "").searchParams.get("code") ?? "";
    return form("/v2/oauth/token/", { client_key: clientKey, client_secret: clientSecret, grant_type: "authorization_code", code });
  };
  const api = async (route: string, accessToken: string, body: unknown) => {
    const response = await fetch(`${tiktokApi()}${route}`, { method: "POST", headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    return (await response.json()) as { data: Record<string, string> };
  };
  /** What the old release did before it stopped: the init, then `chunks` of the plan's chunks. */
  const startUpload = async (accessToken: string, bytes: Buffer, chunks: number) => {
    await api("/v2/post/publish/creator_info/query/", accessToken, {});
    const plan = planChunks(bytes.length);
    const post_info = { title: "升级前的任务", privacy_level: "PUBLIC_TO_EVERYONE", disable_comment: false, disable_duet: true, disable_stitch: true };
    const { data } = await api("/v2/post/publish/video/init/", accessToken, { post_info, source_info: { source: "FILE_UPLOAD", video_size: plan.videoSize, chunk_size: plan.chunkSize, total_chunk_count: plan.totalChunkCount } });
    for (const chunk of plan.chunks.slice(0, chunks)) {
      const sent = await fetch(data.upload_url!, {
        method: "PUT",
        headers: { "content-type": "video/mp4", "content-range": `bytes ${chunk.start}-${chunk.end}/${plan.videoSize}` },
        body: bytes.subarray(chunk.start, chunk.end + 1),
      });
      expect([201, 206]).toContain(sent.status);
    }
    const complete = chunks === plan.totalChunkCount;
    return { publishId: data.publish_id!, resume: { tiktokPublishId: data.publish_id!, uploadUrl: data.upload_url!, videoSize: plan.videoSize, chunkSize: plan.chunkSize, chunksDone: chunks, complete } };
  };

  it("migrates at start, leaves settled items alone and finishes every open item exactly once", async () => {
    const old = migrationsUpTo(OLDEST_WITH_PUBLISHING);
    const database = await openDatabase(databaseConfig);
    try {
      await runMigrations(database, old.folder);
      expect(await appliedMigration(database.db)).toBe(OLDEST_WITH_PUBLISHING);
      const { db } = database;
      const cipher = createTokenCipher(loadTokenEncryptionKey(null, dataDir));
      const now = clock.now();
      const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
      await db.execute(sql`insert into users (id, email, password_hash, nickname) overriding system value values (1, 'old@example.com', 'x', '老用户')`);

      const accountIds: number[] = [];
      for (const [index, openId] of [...creators, "settled-1", "settled-2"].entries()) {
        const grant = index < creators.length ? await grantFor(openId) : { access_token: "gone", refresh_token: "gone" };
        const [row] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into platform_accounts (user_id, platform, external_id, name, access_token_encrypted, refresh_token_encrypted, access_expires_at, refresh_expires_at, scopes, linked_at)
            values (1, 'tiktok', ${openId}, ${`创作者 ${index + 1}`}, ${cipher.encrypt(grant.access_token!)}, ${cipher.encrypt(grant.refresh_token!)}, ${at(24 * 3600_000)}, ${at(300 * 24 * 3600_000)},
              array['user.info.basic','video.publish','video.upload','video.list'], ${at(-3600_000)})
            returning id`),
        );
        accountIds.push(row!.id);
      }
      // One stored video per item, as the old release's upload host kept them.
      const sizes = [300_000, 11 * MIB, 6 * MIB, 400_000, 200_000, 200_000];
      const videos: Buffer[] = [];
      const mediaIds: number[] = [];
      for (const [index, size] of sizes.entries()) {
        const key = `u/1/old-${index}.mp4`;
        const bytes = videoBytes(size, 40 + index);
        videos.push(bytes);
        mkdirSync(path.join(dataDir, "storage", "u", "1"), { recursive: true });
        writeFileSync(path.join(dataDir, "storage", ...key.split("/")), bytes);
        const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into media (owner_type, owner_id, file_name, storage_key, type, mime, size) values ('user', '1', ${`old-${index}.mp4`}, ${key}, 'video', 'video/mp4', ${size}) returning id`));
        mediaIds.push(row!.id);
      }

      const task = async (name: string) => {
        const [row] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into publish_tasks (user_id, type, platform, name, title, options, send_type, start_at, created_at, operated_at)
            values (1, 'PUBLISH_TIKTOK', 'tiktok', ${name}, '升级前的任务', ${JSON.stringify({ privacy: "public", allowComment: true, allowDuet: false, allowStitch: false })}::jsonb, 'accounts', ${at(-600_000)}, ${at(-600_000)}, ${at(-600_000)})
            returning id`),
        );
        return row!.id;
      };
      const openTask = await task("进行中的任务");
      const settledTask = await task("已结束的任务");
      const mid = await startUpload((await grantForToken(1)).accessToken, videos[1]!, 1);
      const processing = await startUpload((await grantForToken(2)).accessToken, videos[2]!, 2);
      const item = async (taskId: number, index: number, fields: { status?: number; phase: string; scheduledAt?: string; publishId?: string; postId?: string; resume?: object; errorKey?: string; uploadedBytes?: number }) => {
        const [row] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into publish_items (task_id, user_id, account_id, platform, kind, media_ids, title, status, phase, scheduled_at, attempt, uploaded_bytes, total_bytes,
              publish_id, post_id, error_key, resume_state, lease_owner, lease_until, poll_until, started_at, finished_at, updated_at)
            values (${taskId}, 1, ${accountIds[index]}, 'tiktok', 'video', ${`{${mediaIds[index]}}`}::integer[], '升级前的任务', ${fields.status ?? 0}, ${fields.phase}, ${fields.scheduledAt ?? at(-300_000)}, 1,
              ${fields.uploadedBytes ?? 0}, ${sizes[index]}, ${fields.publishId ?? null}, ${fields.postId ?? null}, ${fields.errorKey ?? null}, ${fields.resume ? JSON.stringify(fields.resume) : null}::jsonb,
              ${fields.resume ? "old-worker" : null}, ${fields.resume ? at(-120_000) : null}, ${fields.phase === "processing" ? at(600_000) : null},
              ${fields.phase === "waiting" ? null : at(-300_000)}, ${fields.status ? at(-200_000) : null}, ${at(-120_000)})
            returning id`),
        );
        await db.execute(sql`insert into publish_attempts (item_id, attempt, status, publish_id, error_key, started_at) values (${row!.id}, 1, ${fields.status ?? 0}, ${fields.publishId ?? null}, ${fields.errorKey ?? null}, ${at(-300_000)})`);
        return row!.id;
      };
      const ids = {
        waiting: await item(openTask, 0, { phase: "waiting" }),
        midUpload: await item(openTask, 1, { phase: "uploading", publishId: mid.publishId, resume: mid.resume, uploadedBytes: mid.resume.chunkSize }),
        processing: await item(openTask, 2, { phase: "processing", publishId: processing.publishId, resume: processing.resume, uploadedBytes: sizes[2] }),
        waitingQuota: await item(openTask, 3, { phase: "waiting_quota", scheduledAt: at(5_000), errorKey: "platform.tiktok.spam_risk_too_many_posts" }),
        published: await item(settledTask, 4, { status: 1, phase: "published", publishId: "v_pub~old", postId: "7300000000000000001" }),
        failed: await item(settledTask, 5, { status: 2, phase: "failed", errorKey: "platform.tiktok.privacy_level_option_mismatch" }),
      };
      const before = sandbox.tiktok.posts().length;
      expect(before).toBe(2);
      await database.close();

      // Today's release starts on it: migrations first, then the engine.
      const config: AppConfig = {
        ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, PLATFORM_SANDBOX_URL: sandbox.url, SEED_DEMO_WORKSPACE: "false", PLAN_FREE_MAX_ACCOUNTS: "50" }),
        database: databaseConfig,
      };
      runtime = await createRuntime(config, { webAppDirs, queuePollingIntervalSeconds: 0.5, clock: clock.now, publishingTuning: { ...TEST_TUNING, sweepGraceMs: 1000 } });
      const started = runtime;
      expect(await appliedMigration(started.database.db)).toMatch(/^\d{4}_/);
      expect(await appliedMigration(started.database.db)).not.toBe(OLDEST_WITH_PUBLISHING);

      const items = async () =>
        rowsOf<{ id: number; status: number; phase: string; publish_id: string | null; post_id: string | null; attempt: number; error_key: string | null }>(
          await started.database.db.execute(sql`select id, status, phase, publish_id, post_id, attempt, error_key from publish_items order by id`),
        );
      const calls = async () => rowsOf<object>(await started.database.db.execute(sql`select item_id, call, outcome, http_status, error_class, error_code from publish_calls order by id`));
      const open = [ids.waiting, ids.midUpload, ids.processing, ids.waitingQuota];
      await eventually(
        async () => {
          // The sweep runs each minute; here it is asked for on each round, as the clock moves (by far less
          // than a lease, which would hand a running upload to a second run).
          await started.app.inject({ method: "POST", url: "/dev/jobs/publishing.sweep" });
          const rows = await items();
          return open.every((id) => rows.find((row) => row.id === id)?.status === 1) ? rows : null;
        },
        { clock, stepMs: 1000, timeoutMs: 45_000 },
      ).catch(async (error: unknown) => {
        throw new Error(`${String(error)}: ${JSON.stringify(await items())} ${JSON.stringify(await calls())}`);
      });

      const rows = await items();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of open) expect(byId.get(id), JSON.stringify(await calls())).toMatchObject({ status: 1, phase: "published", attempt: 1 });
      // The half-sent upload and the processing one kept the publication the old release started.
      expect(byId.get(ids.midUpload)?.publish_id).toBe(mid.publishId);
      expect(byId.get(ids.processing)?.publish_id).toBe(processing.publishId);
      expect(byId.get(ids.published)).toMatchObject({ status: 1, post_id: "7300000000000000001" });
      expect(byId.get(ids.failed)).toMatchObject({ status: 2, phase: "failed" });

      // Exactly one post per open item on the platform. The two the old release had started kept their
      // publication (no second init); an item whose init was never saved may leave an empty publication
      // behind if its run was taken over, which never becomes a post (ADR 10).
      const publications = sandbox.tiktok.posts().slice(before);
      const published = ((await (await fetch(`${sandbox.url}/_control/posts`)).json()) as { posts: { account: string; publishId: string }[] }).posts;
      const detail = JSON.stringify({ publications: publications.map((post) => ({ openId: post.openId, publishId: post.publishId, bytes: post.status.uploadedBytes })), rows });
      for (const openId of creators) expect(published.filter((post) => post.account === openId), detail).toHaveLength(1);
      expect(publications.filter((post) => post.openId === creators[1] || post.openId === creators[2]), detail).toEqual([]);
      for (const [index, id] of [[0, ids.waiting], [3, ids.waitingQuota]] as const) {
        const own = publications.filter((post) => post.openId === creators[index]);
        expect(own.filter((post) => post.publishId === byId.get(id)?.publish_id), detail).toHaveLength(1);
        expect(own.filter((post) => post.publishId !== byId.get(id)?.publish_id && (post.status.uploadedBytes ?? 0) > 0), detail).toEqual([]);
      }

      // The counts the records list reads (kept by triggers added after 0007) hold the old items too.
      const tasks = rowsOf<{ id: number; status: number; items_total: number; items_succeeded: number; items_failed: number }>(
        await started.database.db.execute(sql`select id, status, items_total, items_succeeded, items_failed from publish_tasks order by id`),
      );
      expect(tasks).toEqual([
        { id: openTask, status: 1, items_total: 4, items_succeeded: 4, items_failed: 0 },
        { id: settledTask, status: 2, items_total: 2, items_succeeded: 1, items_failed: 1 },
      ]);
    } finally {
      old.remove();
      await database.close();
    }

    /** The access token stored for the n-th account (the grant made above). */
    async function grantForToken(index: number): Promise<{ accessToken: string }> {
      const [row] = rowsOf<{ token: string }>(await database.db.execute(sql`select access_token_encrypted as token from platform_accounts order by id offset ${index} limit 1`));
      return { accessToken: createTokenCipher(loadTokenEncryptionKey(null, dataDir)).decrypt(row!.token) };
    }
  }, 120_000);
});
