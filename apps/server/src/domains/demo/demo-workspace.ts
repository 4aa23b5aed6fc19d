import type { Clock } from "../../clock.ts";
import type { AnalyticsApi } from "../analytics/analytics.module.ts";
import { addDays, dayOf } from "../analytics/analytics-days.ts";
import type { StoredDay } from "../analytics/analytics.data.ts";
import { consentAs } from "./consent-robot.ts";
import { demoClient, type DemoClient } from "./demo-client.ts";
import { DemoMediaError, publishDemoHistory, settleDemoTasks } from "./demo-publish-history.ts";

/** The sandbox accounts the demo operator links: three TikTok creators and two YouTube channels. */
export const DEMO_LINKS = [
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-1" } },
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-2" } },
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-3" } },
  { platform: "youtube", choices: { decision: "allow", account: "google-demo-1" } },
  { platform: "youtube", choices: { decision: "allow", account: "google-demo-2" } },
] as const;
const DEMO_DAYS = 183;

/**
 * What the seeding has done, kept between tries: a retry goes on from there, so no demo account is
 * linked twice (an account the operator has unlinked since stays unlinked) and nothing is posted twice.
 */
export type DemoProgress = { linked: number[]; groupIds: number[] | null; figures: boolean; history: { posted: number; taskIds: number[] } | "done" };
export const noProgress = (): DemoProgress => ({ linked: [], groupIds: null, figures: false, history: { posted: 0, taskIds: [] } });

export type DemoWorkspaceDeps = {
  /** This server's own origin (it must be listening: the robot goes through the real routes). */
  selfOrigin(): string;
  operator: { email: string; password: string };
  analytics: Pick<AnalyticsApi, "collect" | "collectPostFigures" | "data">;
  clock: Clock;
  progress: { load(): Promise<DemoProgress>; save(progress: DemoProgress): Promise<void> };
  /** The configured storage driver, named when the demo videos cannot be stored there. */
  storageDriver: string;
  log: { warn(message: string): void };
};

/**
 * Builds the demo operator's workspace as a newcomer would: signs in, links the sandbox accounts
 * through the real consent pages, makes two groups, then fills the figures (YouTube: the platform's
 * own daily reports; TikTok, which has no history API: 6 months of demo days ending at today's totals),
 * publishes (two successes, one failure) and reads the published posts' first figures. Each step is
 * saved as it is done. Returns the demo accounts still linked.
 */
export async function seedDemoWorkspace(deps: DemoWorkspaceDeps): Promise<number[]> {
  const origin = deps.selfOrigin();
  const anonymous = demoClient(origin, null);
  const signedIn = await anonymous.request("POST", "/api/v1/user/login", { account: deps.operator.email, password: deps.operator.password }).catch((error: unknown) => {
    throw new Error(`the demo operator could not sign in at ${origin}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
  });
  const token = signedIn.tokenValue as string | undefined;
  if (!token) throw new Error("the demo operator could not sign in");
  const client = demoClient(origin, token);
  const progress = await deps.progress.load();

  for (const link of DEMO_LINKS.slice(progress.linked.length)) {
    progress.linked.push(await linkDemoAccount(client, anonymous, link));
    await deps.progress.save(progress);
  }
  const stillLinked = new Set(((await client.request("GET", "/api/v1/accounts?pageSize=100")).list as { id: number }[]).map((account) => account.id));
  const linkedAt = (index: number) => (stillLinked.has(progress.linked[index]!) ? [progress.linked[index]!] : []);

  if (!progress.groupIds) {
    const groups = [
      { name: "主推账号", accountIds: [...linkedAt(0), ...linkedAt(3)] },
      { name: "测试账号", accountIds: [...linkedAt(1), ...linkedAt(2), ...linkedAt(4)] },
    ];
    const groupIds: number[] = [];
    for (const group of groups) {
      const created = await client.request("POST", "/api/v1/account-groups", { name: group.name });
      if (group.accountIds.length) await client.request("POST", `/api/v1/account-groups/${String(created.id)}/members`, { accountIds: group.accountIds });
      groupIds.push(Number(created.id));
    }
    progress.groupIds = groupIds;
    await deps.progress.save(progress);
  }

  if (!progress.figures) {
    for (const [index, id] of progress.linked.entries()) {
      if (!stillLinked.has(id)) continue;
      await deps.analytics.collect({ id, platform: DEMO_LINKS[index]!.platform });
      if (DEMO_LINKS[index]!.platform === "tiktok") await fillTiktokHistory(deps, id);
    }
    progress.figures = true;
    await deps.progress.save(progress);
  }

  if (progress.history !== "done") {
    const history = progress.history;
    await seedHistory(deps, client, { mainGroupId: progress.groupIds[0]!, members: [...linkedAt(0), ...linkedAt(3)], youtube: linkedAt(4), done: history.posted }, async (taskIds) => {
      history.posted += 1;
      history.taskIds.push(...taskIds);
      await deps.progress.save(progress);
    });
    progress.history = "done";
    await deps.progress.save(progress);
    await settleDemoTasks(client, history.taskIds);
  }
  await deps.analytics.collectPostFigures();
  return progress.linked.filter((id) => stillLinked.has(id));
}

/** Links one sandbox account through its consent page; a refusal (the operator's plan is full, …) says why. */
async function linkDemoAccount(client: DemoClient, anonymous: DemoClient, link: (typeof DEMO_LINKS)[number]): Promise<number> {
  const started = await client.request("POST", "/api/v1/accounts/link", { platform: link.platform, method: "redirect" });
  const back = await consentAs(new URL(String(started.authUrl), client.origin).toString(), link.choices);
  const landed = await anonymous.call("GET", `${back.pathname}${back.search}`);
  const linked = new URL(landed.headers.get("location") ?? "", client.origin).searchParams.get("linked");
  if (!linked) throw new Error(`linking a demo ${link.platform} account failed: ${landed.headers.get("location")}`);
  return Number(linked);
}

/**
 * The publish history when its accounts are still there and its videos can be stored; otherwise it
 * is skipped with one log line saying why, and the rest of the workspace stands.
 */
async function seedHistory(
  deps: DemoWorkspaceDeps,
  client: DemoClient,
  input: { mainGroupId: number; members: number[]; youtube: number[]; done: number },
  onPosted: (taskIds: number[]) => Promise<void>,
): Promise<void> {
  const [youtubeAccountId] = input.youtube;
  if (input.members.length === 0 || youtubeAccountId === undefined) {
    deps.log.warn("Demo publish history skipped: the demo operator unlinked the accounts it publishes to.");
    return;
  }
  try {
    await publishDemoHistory(client, { mainGroupId: input.mainGroupId, youtubeAccountId, done: input.done }, onPosted);
  } catch (error) {
    if (!(error instanceof DemoMediaError)) throw error;
    deps.log.warn(`Demo publish history skipped: its videos could not be stored with STORAGE_DRIVER=${deps.storageDriver}: ${error.message}. The rest of the demo workspace is ready.`);
  }
}

/** 6 months of demo days before today's real snapshot, worked back from its totals (marked `demo`). */
export async function fillTiktokHistory(deps: Pick<DemoWorkspaceDeps, "analytics" | "clock">, accountId: number) {
  const today = dayOf(deps.clock());
  const latest = await deps.analytics.data.lastDayBefore(accountId, addDays(today, 1));
  if (!latest) return;
  const rows: StoredDay[] = [];
  let { views, likes, fans } = latest;
  // About half of today's totals were gained over the 6 months, in waves: totals never go below 0.
  const daily = (total: number, back: number) => Math.floor(((total / 2 / DEMO_DAYS) * (1 + 0.4 * Math.sin((back + accountId) / 9))));
  // Today's real snapshot keeps its totals and gets a day's gain too, now that the day before is known:
  // on the first of a month that month would otherwise have no known gain at all.
  for (let back = latest.day === today ? 0 : 1; back <= DEMO_DAYS; back += 1) {
    const viewsGained = daily(latest.views, back);
    const likesGained = daily(latest.likes, back);
    const fansGained = daily(latest.fans, back);
    const gains = { viewsGained, likesGained, fansGained, gainedOverDays: 1 };
    rows.push(back === 0 ? { ...latest, ...gains } : { accountId, day: addDays(today, -back), views, likes, fans, videos: latest.videos, ...gains, source: "demo" });
    views -= viewsGained;
    likes -= likesGained;
    fans -= fansGained;
  }
  await deps.analytics.data.saveDays(rows);
  await deps.analytics.data.rebuildMonths([accountId]);
}
