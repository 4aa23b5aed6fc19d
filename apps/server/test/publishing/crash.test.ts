import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consent } from "../accounts/helpers.ts";
import type { StartedServer } from "../server-process.ts";
import { multipartForm, uploadFields } from "../storage/helpers.ts";
import { TEST_CREATORS, videoBytes } from "./helpers.ts";
import { killProcess, startProcessWorld, type ProcessWorld } from "./process-world.ts";

const ACCOUNTS = 20;
const TASKS = 5;
const KILLS = 10;

/** A seeded random source, so a failing run can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Separate API and worker processes on PostgreSQL. 100 items are published while the worker is
 * killed with SIGKILL at random moments and started again; in the end every item has succeeded and
 * the sandbox holds exactly one complete post per item. Then two workers share the queue. Each test
 * takes 80–120 s on 2 cores; they run when TEST_DATABASE_URL is set (`npm run test:publish-proof`).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("publishing survives a worker killed again and again (PostgreSQL, separate processes)", () => {
  let world: ProcessWorld;
  let worker: StartedServer | null = null;
  const random = seededRandom(Number(process.env.CRASH_SEED ?? 12));

  beforeAll(async () => {
    world = await startProcessWorld("crash");
  }, 120_000);
  afterAll(async () => world?.dispose());

  const call: ProcessWorld["call"] = (...args) => world.call(...args);
  const startWorker = async () => {
    worker = await world.startWorker();
  };
  const killWorker = async () => {
    if (worker) await killProcess(worker);
    worker = null;
  };

  let token = "";
  const accountIds: number[] = [];
  let round = 0;

  /** Uploads a fresh video per account and task, and creates TASKS tasks over every account. */
  const createTasks = async (): Promise<number[]> => {
    round += 1;
    const signature = (await call("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(world.api.baseUrl)}`, token)).data as never;
    const taskIds: number[] = [];
    for (let task = 0; task < TASKS; task += 1) {
      const names = Array.from({ length: ACCOUNTS }, (_, index) => `r${round}-t${task}-v${index}.mp4`);
      for (const [index, name] of names.entries()) {
        const form = multipartForm(uploadFields(signature, name), { name, content: videoBytes(150_000 + task * 1000 + index, round * 1000 + task * 100 + index) });
        const posted = await fetch(`${world.api.baseUrl}/storage/upload`, { method: "POST", headers: { "content-type": form.contentType }, body: new Uint8Array(form.payload) });
        expect(posted.status).toBe(200);
      }
      const media = (await call("GET", "/api/v1/media/list?page=1&pageSize=100", token)).data as { list: { id: number; fileName: string }[] };
      const mediaIds = names.map((name) => media.list.find((row) => row.fileName === name)!.id);
      const created = await call("POST", "/api/v1/publish/tasks/video", token, { sendType: "accounts", accountIds, mediaIds, title: `测试 ${round}-${task}`, options: { privacy: "public" } });
      expect(created.code).toBe(0);
      taskIds.push((created.data as { tasks: { id: number }[] }).tasks[0]!.id);
    }
    return taskIds;
  };
  const itemsOf = async (taskIds: number[]) => {
    const details = await Promise.all(taskIds.map(async (id) => (await call("GET", `/api/v1/publish/tasks/${id}`, token)).data as { items: { id: number; status: number; phase: string; error: unknown; publishId: string; postId: string; attempt: number }[] }));
    return details.flatMap((detail) => detail.items);
  };
  const untilSettled = async (taskIds: number[]) => {
    const deadline = Date.now() + 180_000;
    while ((await itemsOf(taskIds)).some((item) => item.status === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
    return itemsOf(taskIds);
  };
  const sandboxTiktokPublications = () => world.sandbox.tiktok.posts().length;
  const sandboxPosts = async () => ((await (await fetch(`${world.sandbox.url}/_control/posts`)).json()) as { posts: { publishId: string; postId: string; account: string }[] }).posts;

  it("publishes 100 items exactly once through 10 SIGKILLs of the worker", async () => {
    token = await world.loginDemo();
    const { api } = world;

    for (const creator of TEST_CREATORS.slice(0, ACCOUNTS)) {
      const started = await call("POST", "/api/v1/accounts/link", token, { platform: "tiktok", method: "redirect" });
      const back = await consent(new URL((started.data as { authUrl: string }).authUrl, api.baseUrl).toString(), { decision: "allow", open_id: creator.openId });
      const landed = await fetch(`${api.baseUrl}${back.pathname}${back.search}`, { redirect: "manual" });
      accountIds.push(Number(new URL(landed.headers.get("location")!, api.baseUrl).searchParams.get("linked")));
    }
    expect(accountIds.every((id) => id > 0)).toBe(true);
    const taskIds = await createTasks();

    await startWorker();
    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.floor(random() * 2500)));
      await killWorker();
      await startWorker();
    }
    const items = await untilSettled(taskIds);
    expect(items.filter((item) => item.status === 1)).toHaveLength(ACCOUNTS * TASKS);

    const posts = await sandboxPosts();
    expect(posts).toHaveLength(ACCOUNTS * TASKS);
    expect(new Set(posts.map((post) => post.publishId))).toEqual(new Set(items.map((item) => item.publishId)));
    expect(items.every((item) => /^\d{19}$/.test(item.postId))).toBe(true);
  }, 420_000);

  it("shares one queue between two workers: no item runs twice, TikTok's limits hold", async () => {
    const second = await world.startWorker();
    try {
      const before = sandboxTiktokPublications();
      const taskIds = await createTasks();
      const items = await untilSettled(taskIds);
      // Any item that did not succeed is shown with its reason.
      expect(items.filter((item) => item.status !== 1).map((item) => ({ id: item.id, error: item.error, phase: item.phase }))).toEqual([]);
      expect(items.every((item) => item.attempt === 1)).toBe(true);
      // Every TikTok publication the sandbox ever started (complete or not): one per item, none twice.
      expect(sandboxTiktokPublications() - before).toBe(ACCOUNTS * TASKS);
      const perCreator = new Map<string, number>();
      for (const post of await sandboxPosts()) perCreator.set(post.account, (perCreator.get(post.account) ?? 0) + 1);
      expect(Math.max(...perCreator.values())).toBeLessThanOrEqual(15);
    } finally {
      await killProcess(second);
    }
  }, 420_000);
});
