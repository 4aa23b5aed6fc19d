// The publishing load of the API bench (bench-api.mjs): a second operator, made by the administrator,
// links `targets` TikTok creators of the bench's own sandbox, uploads one small video each, and
// publishes them in one task while a route is measured, so the worker shares the database with the
// API as it does in production. The sandbox runs in the bench process, as a real platform runs
// elsewhere: its CPU is not the server's.
import { DEFAULT_ADMIN } from "../src/domains/identity/seed.ts";
import { consent } from "../test/accounts/helpers.ts";
import { TEST_CREATORS, videoBytes } from "../test/publishing/helpers.ts";
import { multipartForm, uploadFields } from "../test/storage/helpers.ts";
import { json } from "./bench-kit.mjs";

const PUBLISHER = { email: "publisher@bench.example.com", nickname: "发布压测", password: "Bench1234" };
const VIDEO_BYTES = 200_000;

type Counts = { succeeded: number; failed: number; distributing: number };
/** bench-kit's JSON call, typed: the envelope's `data`. */
const call = async <T>(url: string, options: { method?: string; body?: object; token?: string; adminToken?: string } = {}): Promise<T> =>
  ((await json(url, options)) as { data: T }).data;

/** Creators of the bench's sandbox: the demo operator's first three, then the publisher's. */
export function benchCreators(targets: number) {
  return Array.from({ length: 3 + targets }, (_, index) => ({ ...TEST_CREATORS[0]!, openId: `bench-open-${index}`, unionId: `bench-union-${index}`, username: `bench.creator.${index}`, displayName: `压测创作者 ${index}` }));
}

/**
 * Links an account as a person would: start, the platform's consent page (`choices`: the TikTok
 * creator's `open_id`; none for the Google account checked first), the callback. Its id.
 */
export async function linkAccount(base: string, token: string, platform: "tiktok" | "youtube", choices: Record<string, string> = {}): Promise<number> {
  const started = await call<{ authUrl: string }>(`${base}/api/v1/accounts/link`, { method: "POST", token, body: { platform, method: "redirect" } });
  const back = await consent(new URL(started.authUrl, base).toString(), { decision: "allow", ...choices });
  const landed = await fetch(`${base}${back.pathname}${back.search}`, { redirect: "manual" });
  const linked = Number(new URL(landed.headers.get("location") ?? "", base).searchParams.get("linked"));
  if (!linked) throw new Error(`linking failed: ${landed.headers.get("location")}`);
  return linked;
}

export async function preparePublisher(base: string, creators: { openId: string }[]) {
  const adminToken = (await call<{ tokenValue: string }>(`${base}/admin/api/v1/user/login`, { method: "POST", body: { account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password } })).tokenValue;
  await call(`${base}/admin/api/v1/userInfo/add`, { method: "POST", adminToken, body: PUBLISHER });
  const token = (await call<{ tokenValue: string }>(`${base}/api/v1/user/login`, { method: "POST", body: { account: PUBLISHER.email, password: PUBLISHER.password } })).tokenValue;

  const accountIds: number[] = [];
  for (const creator of creators) accountIds.push(await linkAccount(base, token, "tiktok", { open_id: creator.openId }));

  const signature = await call<never>(`${base}/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(base)}`, { token });
  const names = accountIds.map((_, index) => `bench-load-${index}.mp4`);
  for (const [index, name] of names.entries()) {
    const form = multipartForm(uploadFields(signature, name), { name, content: videoBytes(VIDEO_BYTES, index) });
    const stored = await fetch(`${base}/storage/upload`, { method: "POST", headers: { "content-type": form.contentType }, body: new Uint8Array(form.payload) });
    if (!stored.ok) throw new Error(`upload ${name} answered ${stored.status}`);
  }
  const idsByName = new Map<string, number>();
  for (let page = 1; idsByName.size < names.length; page += 1) {
    const { list } = await call<{ list: { id: number; fileName: string }[] }>(`${base}/api/v1/media/list?page=${page}&pageSize=100`, { token });
    if (list.length === 0) throw new Error(`the media list has ${idsByName.size} of the ${names.length} uploads`);
    for (const row of list) if (names.includes(row.fileName)) idsByName.set(row.fileName, row.id);
  }
  const mediaIds = names.map((name) => idsByName.get(name)!);

  return {
    /**
     * Publishes every linked account's video in one task and follows its progress every 500 ms;
     * `finish()` stops following and tells how far it got and when its last target was done.
     */
    async publish(intervalSeconds: number) {
      const created = await call<{ tasks: { id: number }[] }>(`${base}/api/v1/publish/tasks/video`, {
        method: "POST",
        token,
        body: { sendType: "accounts", accountIds, mediaIds, title: "bench load", intervalSeconds, options: { privacy: "private" } },
      });
      const taskId = created.tasks[0]!.id;
      const started = performance.now();
      let counts: Counts = { succeeded: 0, failed: 0, distributing: accountIds.length };
      let doneAfterMs: number | null = null;
      let following = true;
      const follow = (async () => {
        while (following && doneAfterMs === null) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          counts = (await call<{ counts: Counts }>(`${base}/api/v1/publish/tasks/${taskId}/progress`, { token })).counts;
          if (counts.distributing === 0) doneAfterMs = performance.now() - started;
        }
      })();
      return {
        async finish() {
          following = false;
          await follow;
          return { ...counts, doneAfterMs, runMs: performance.now() - started };
        },
      };
    },
  };
}
