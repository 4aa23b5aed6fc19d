import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRoot } from "../../src/paths.ts";
import { newOperator } from "../accounts/helpers.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

/** The samples of a Prometheus text page, keyed `name{label="value",…}` as written. */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^(\S+?(?:\{.*\})?) (\S+)$/.exec(line);
    if (match) values.set(match[1]!, Number(match[2]));
  }
  return values;
}

describe.each(testDrivers)("/metrics on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { METRICS_TOKEN, SEED_DEMO_WORKSPACE: "false" });
  }, 60_000);
  afterAll(async () => world?.dispose());

  const scrape = async () => {
    const response = await world.runtime.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    return samples(response.body);
  };

  it("answers this machine, and other machines only with the metrics token", async () => {
    const local = await world.runtime.app.inject({ method: "GET", url: "/metrics" });
    expect(local.statusCode).toBe(200);
    expect(local.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const remote = { remoteAddress: "203.0.113.9" };
    expect((await world.runtime.app.inject({ method: "GET", url: "/metrics", ...remote })).statusCode).toBe(401);
    expect((await world.runtime.app.inject({ method: "GET", url: "/metrics", ...remote, headers: { authorization: "Bearer wrong-token-wrong-token-wrong" } })).statusCode).toBe(401);
    // Through a proxy on this machine a visitor is not this machine.
    expect((await world.runtime.app.inject({ method: "GET", url: "/metrics", headers: { "x-forwarded-for": "203.0.113.9" } })).statusCode).toBe(401);
    const withToken = await world.runtime.app.inject({ method: "GET", url: "/metrics", ...remote, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    const figures = samples(withToken.body);
    expect(figures.get("cdp_database_up")).toBe(1);
    expect(figures.get("process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(figures.get("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(figures.get('cdp_jobs{queue="publishing.publish-item",state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(figures.get('cdp_platform_quota_limit{platform="youtube",unit="quotaUnits"}')).toBe(10000);
    expect(figures.get('cdp_platform_quota_limit_per_account{platform="tiktok",unit="posts"}')).toBeGreaterThan(0);
    expect(figures.get("cdp_workers_alive")).toBeGreaterThanOrEqual(1);
  });

  it("serves every figure the Grafana dashboard in docs/ reads", async () => {
    const response = await world.runtime.app.inject({ method: "GET", url: "/metrics" });
    const served = new Set([...response.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) => (type === "histogram" ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!])));
    const dashboard = readFileSync(path.join(serverRoot, "..", "..", "docs", "grafana", "cdp-dashboard.json"), "utf8");
    const used = new Set([...dashboard.matchAll(/\b((?:cdp|process|nodejs)_[a-z0-9_]+)\b/g)].map(([, name]) => name!));
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
  });

  it("moves its figures when a task publishes", async () => {
    const before = await scrape();
    const operator = await newOperator(world.runtime, "metrics");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const size = 400_000;
    const video = await upload(world.runtime, operator, "metrics.mp4", videoBytes(size, 7));
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "指标", options: { privacy: "public" } });
    expect(created.json().code).toBe(0);
    const taskId = created.json().data.tasks[0].id as number;
    await eventually(async () => (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data.status === 1, { clock: world.clock, stepMs: 2000 });

    const moved = (after: Map<string, number>, key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    // Figures read from the database are at most 5 s old.
    const after = await eventually(async () => {
      const now = await scrape();
      return moved(now, 'cdp_publish_items{platform="tiktok",status="published"}') === 1 ? now : null;
    }, { timeoutMs: 15_000 });
    expect(moved(after, 'cdp_publish_uploaded_bytes{platform="tiktok"}')).toBe(size);
    expect(moved(after, 'cdp_platform_quota_used{platform="tiktok",unit="posts"}')).toBe(1);
    expect(moved(after, "cdp_media_files")).toBe(1);
    expect(moved(after, "cdp_media_bytes")).toBe(size);
    expect(moved(after, 'cdp_platform_calls_total{platform="tiktok"}')).toBeGreaterThanOrEqual(3);
    const created200 = 'cdp_http_requests_total{method="POST",route="/api/v1/publish/tasks/video",status="200"}';
    expect(moved(after, created200)).toBe(1);
    expect(moved(after, 'cdp_http_request_duration_seconds_count{method="POST",route="/api/v1/publish/tasks/video",status="200"}')).toBe(1);
    expect(moved(after, 'cdp_http_requests_total{method="GET",route="/api/v1/publish/tasks/:id",status="200"}')).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
