// The publishing load of the API bench (bench-api.mjs): a second operator, made by the administrator,
// links `targets` TikTok creators of the bench's own sandbox, uploads one small video each, and
// publishes them in one task while a route is measured, so the worker shares the database with the
// API as it does in production. The sandbox runs in the bench process, as a real platform runs
// elsewhere: its CPU is not the server's.
import { DEFAULT_ADMIN } from "../src/domains/identity/seed.ts";
import { consent } from "../test/accounts/helpers.ts";
import { TEST_CREATORS, videoBytes } from "../test/publishing/helpers.ts";
import { multipartForm, uploadFields } from "../test/storage/helpers.ts";

const PUBLISHER = { email: "publisher@bench.example.com", nickname: "发布压测", password: "Bench1234" };
const VIDEO_BYTES = 200_000;

type Envelope<T> = { code: number; msg: string; data: T };
type Counts = { succeeded: number; failed: number; distributing: number };

/** Creators of the bench's sandbox: the demo operator's first three, then the publisher's. */
export function benchCreators(targets: number) {
  return Array.from({ length: 3 + targets }, (_, index) => ({ ...TEST_CREATORS[0]!, openId: `bench-open-${index}`, unionId: `bench-union-${index}`, username: `bench.creator.${index}`, displayName: `压测创作者 ${index}` }));
}

export async function preparePublisher(base: string, creators: { openId: string }[]) {
  const call = async <T>(method: string, url: string, { token, admin, body }: { token?: string; admin?: boolean; body?: object } = {}): Promise<T> => {
    const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
    if (token) Object.assign(headers, admin ? { authorization: token, alltoken: token } : { authorization: `Bearer ${token}` });
    const response = await fetch(`${base}${url}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const payload = (await response.json()) as Envelope<T>;
    if (!response.ok || (payload.code !== 0 && payload.code !== 1)) throw new Error(`${method} ${url}: ${JSON.stringify(payload)}`);
    return payload.data;
  };

  const adminToken = (await call<{ tokenValue: string }>("POST", "/admin/api/v1/user/login", { body: { account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password } })).tokenValue;
  await call("POST", "/admin/api/v1/userInfo/add", { token: adminToken, admin: true, body: PUBLISHER });
  const token = (await call<{ tokenValue: string }>("POST", "/api/v1/user/login", { body: { account: PUBLISHER.email, password: PUBLISHER.password } })).tokenValue;

  const accountIds: number[] = [];
  for (const creator of creators) {
    const started = await call<{ authUrl: string }>("POST", "/api/v1/accounts/link", { token, body: { platform: "tiktok", method: "redirect" } });
    const back = await consent(new URL(started.authUrl, base).toString(), { decision: "allow", open_id: creator.openId });
    const landed = await fetch(`${base}${back.pathname}${back.search}`, { redirect: "manual" });
    const linked = Number(new URL(landed.headers.get("location") ?? "", base).searchParams.get("linked"));
    if (!linked) throw new Error(`linking ${creator.openId} failed: ${landed.headers.get("location")}`);
    accountIds.push(linked);
  }

  const signature = await call<never>("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(base)}`, { token });
  const mediaIds: number[] = [];
  for (const [index] of accountIds.entries()) {
    const name = `bench-load-${index}.mp4`;
    const form = multipartForm(uploadFields(signature, name), { name, content: videoBytes(VIDEO_BYTES, index) });
    const stored = await fetch(`${base}/storage/upload`, { method: "POST", headers: { "content-type": form.contentType }, body: new Uint8Array(form.payload) });
    if (!stored.ok) throw new Error(`upload ${name} answered ${stored.status}`);
    const listed = await call<{ list: { id: number; fileName: string }[] }>("GET", `/api/v1/media/list?page=1&pageSize=100`, { token });
    const media = listed.list.find((row) => row.fileName === name);
    if (!media) throw new Error(`the media list has no ${name}`);
    mediaIds.push(media.id);
  }

  return {
    /**
     * Publishes every linked account's video in one task and follows its progress every 500 ms;
     * `finish()` stops following and tells how far it got and when its last target was done.
     */
    async publish(intervalSeconds: number) {
      const created = await call<{ tasks: { id: number }[] }>("POST", "/api/v1/publish/tasks/video", {
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
          counts = (await call<{ counts: Counts }>("GET", `/api/v1/publish/tasks/${taskId}/progress`, { token })).counts;
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
