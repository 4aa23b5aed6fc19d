import type { Clock } from "../../clock.ts";
import type { AnalyticsApi } from "../analytics/analytics.module.ts";
import { addDays, dayOf } from "../analytics/analytics-days.ts";
import type { StoredDay } from "../analytics/analytics.data.ts";
import { consentAs } from "./consent-robot.ts";
import { demoClient } from "./demo-client.ts";
import { seedDemoPublishHistory } from "./demo-publish-history.ts";

/** The sandbox accounts the demo operator links: three TikTok creators and two YouTube channels. */
export const DEMO_LINKS = [
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-1" } },
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-2" } },
  { platform: "tiktok", choices: { decision: "allow", open_id: "sbx-open-creator-3" } },
  { platform: "youtube", choices: { decision: "allow", account: "google-demo-1" } },
  { platform: "youtube", choices: { decision: "allow", account: "google-demo-2" } },
] as const;
const DEMO_DAYS = 183;

export type DemoWorkspaceDeps = {
  /** This server's own origin (it must be listening: the robot goes through the real routes). */
  selfOrigin(): string;
  operator: { email: string; password: string };
  analytics: Pick<AnalyticsApi, "collect" | "collectPostFigures" | "data">;
  clock: Clock;
};

/**
 * Builds the demo operator's workspace as a newcomer would: signs in, links the sandbox accounts
 * through the real consent pages, makes two groups, then fills the figures (YouTube: the platform's
 * own daily reports; TikTok, which has no history API: 6 months of demo days ending at today's totals),
 * publishes (two successes, one failure) and reads the published posts' first figures.
 */
export async function seedDemoWorkspace(deps: DemoWorkspaceDeps): Promise<number[]> {
  const origin = deps.selfOrigin();
  const anonymous = demoClient(origin, null);
  const signedIn = await anonymous.json(await anonymous.call("POST", "/api/v1/user/login", { account: deps.operator.email, password: deps.operator.password }));
  const token = signedIn.tokenValue as string | undefined;
  if (!token) throw new Error("the demo operator could not sign in");
  const client = demoClient(origin, token);
  const { call, json } = client;

  const ids: number[] = [];
  for (const link of DEMO_LINKS) {
    const started = await json(await call("POST", "/api/v1/accounts/link", { platform: link.platform, method: "redirect" }));
    const back = await consentAs(new URL(String(started.authUrl), origin).toString(), link.choices);
    const landed = await anonymous.call("GET", `${back.pathname}${back.search}`);
    const linked = new URL(landed.headers.get("location") ?? "", origin).searchParams.get("linked");
    if (!linked) throw new Error(`linking a demo ${link.platform} account failed: ${landed.headers.get("location")}`);
    ids.push(Number(linked));
  }
  const groups = [
    { name: "主推账号", accountIds: [ids[0]!, ids[3]!] },
    { name: "测试账号", accountIds: [ids[1]!, ids[2]!, ids[4]!] },
  ];
  const groupIds: number[] = [];
  for (const group of groups) {
    const created = await json(await call("POST", "/api/v1/account-groups", { name: group.name }));
    await call("POST", `/api/v1/account-groups/${String(created.id)}/members`, { accountIds: group.accountIds });
    groupIds.push(Number(created.id));
  }

  for (const id of ids) await deps.analytics.collect({ id, platform: id === ids[3] || id === ids[4] ? "youtube" : "tiktok" });
  for (const id of ids.slice(0, 3)) await fillTiktokHistory(deps, id);
  await seedDemoPublishHistory(client, { mainGroupId: groupIds[0]!, youtubeAccountId: ids[4]! });
  await deps.analytics.collectPostFigures();
  return ids;
}

/** 6 months of demo days before today's real snapshot, worked back from its totals (marked `demo`). */
async function fillTiktokHistory(deps: DemoWorkspaceDeps, accountId: number) {
  const today = dayOf(deps.clock());
  const latest = await deps.analytics.data.lastDayBefore(accountId, addDays(today, 1));
  if (!latest) return;
  const rows: StoredDay[] = [];
  let { views, likes, fans } = latest;
  // About half of today's totals were gained over the 6 months, in waves: totals never go below 0.
  const daily = (total: number, back: number) => Math.floor(((total / 2 / DEMO_DAYS) * (1 + 0.4 * Math.sin((back + accountId) / 9))));
  for (let back = 1; back <= DEMO_DAYS; back += 1) {
    const viewsGained = daily(latest.views, back);
    const likesGained = daily(latest.likes, back);
    const fansGained = daily(latest.fans, back);
    // Today's snapshot is the baseline (no gain): yesterday ends at the same totals.
    rows.push({ accountId, day: addDays(today, -back), views, likes, fans, videos: latest.videos, viewsGained, likesGained, fansGained, gainedOverDays: 1, source: "demo" });
    views -= viewsGained;
    likes -= likesGained;
    fans -= fansGained;
  }
  await deps.analytics.data.saveDays(rows);
  await deps.analytics.data.rebuildMonths([accountId]);
}
