import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemSettings, users } from "../../src/db/schema/index.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { operatorApi } from "../accounts/helpers.ts";
import { eventually } from "../analytics/helpers.ts";
import { loginOperator } from "../identity/helpers.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

describe("the demo workspace on a fresh database", () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime("pglite", { SEED_DEMO_WORKSPACE: "true", LOG_LEVEL: process.env.DEMO_LOG ?? "silent" });
    // The seeding robot goes through this server's real routes and its mounted sandbox.
    await runtime.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => runtime?.dispose());

  it("links 3 TikTok and 2 YouTube sandbox accounts in two groups, with 6 months of figures", async () => {
    const demo = operatorApi(runtime, await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    // The workspace fills in steps (links, groups, figures, history): read it once it says it is ready.
    await eventually(async () => (await runtime.database.db.select().from(systemSettings).where(eq(systemSettings.key, "demo.workspaceSeeded")))[0], 90_000);
    const accounts = await eventually(async () => {
      const page = (await demo.get("/api/v1/accounts?pageSize=20")).json().data;
      return page.total === 5 && page.list;
    }, 60_000);
    expect(accounts.map((account: { platform: string }) => account.platform).sort()).toEqual(["tiktok", "tiktok", "tiktok", "youtube", "youtube"]);
    const groups = (await demo.get("/api/v1/account-groups")).json().data.list;
    expect(groups.map((group: { name: string }) => group.name)).toEqual(["主推账号", "测试账号"]);

    await runtime.database.db.update(users).set({ plan: "pro" }).where(eq(users.email, DEMO_OPERATOR.email));
    const trend = (await demo.get("/api/v1/analytics/trend?months=6")).json().data;
    expect(trend.views.every((point: { num: number | null }) => point.num !== null)).toBe(true);
    expect(trend.sample).toBe(false);
    expect(trend.views.every((point: { num: number }) => point.num > 0)).toBe(true);
    const ranking = (await demo.get("/api/v1/analytics/ranking")).json().data.list;
    expect(ranking).toHaveLength(5);
    expect(ranking.every((entry: { views: number; gapDays: number }) => entry.views > 0)).toBe(true);
  });

  it("has a publish history on the records screen: two successes and one failure with its reason, and their first figures", async () => {
    const demo = operatorApi(runtime, await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    await eventually(async () => (await runtime.database.db.select().from(systemSettings).where(eq(systemSettings.key, "demo.workspaceSeeded")))[0], 90_000);
    const tasks = (await demo.get("/api/v1/publish/tasks?pageSize=20")).json().data;
    expect(tasks.total).toBe(3);
    type Detail = { type: string; status: number; items: { status: number; postId: string | null; error: { reason: string } | null }[] };
    const details: Detail[] = await Promise.all(tasks.list.map(async (task: { id: number }) => (await demo.get(`/api/v1/publish/tasks/${task.id}`)).json().data));
    const items = details.flatMap((detail) => detail.items);
    expect(items.filter((item) => item.status === 1)).toHaveLength(2);
    const [failed, ...otherFailures] = items.filter((item) => item.status === 2);
    expect(otherFailures).toEqual([]);
    expect(failed!.error?.reason).toBe("YouTube 不允许该可见范围设置");
    const failedTask = details.find((detail) => detail.status === 2)!;
    expect(failedTask.type).toBe("PUBLISH_YOUTUBE");

    // The published posts' first figures were read by their real ids (members see them).
    const published = items.filter((item) => item.status === 1 && item.postId !== null).map((item) => item.postId);
    expect(published.length).toBeGreaterThan(0);
    await runtime.database.db.update(users).set({ plan: "pro" }).where(eq(users.email, DEMO_OPERATOR.email));
    const top = (await demo.get("/api/v1/analytics/top-posts")).json().data;
    expect(top.sample).toBe(false);
    expect(top.list.map((post: { videoId: string }) => post.videoId).sort()).toEqual([...published].sort());
  });
});
