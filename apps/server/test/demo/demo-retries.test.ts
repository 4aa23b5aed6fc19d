import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../src/clock.ts";
import { createDemoModule } from "../../src/domains/demo/demo.module.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { consent, operatorApi } from "../accounts/helpers.ts";
import { loginOperator } from "../identity/helpers.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

/** System settings in memory, as the demo module reads and writes them. */
function memorySettings(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: async <T,>(key: string) => (values.get(key) as T | undefined) ?? null,
    set: async (key: string, value: unknown) => void values.set(key, structuredClone(value)),
  };
}

function demoModule(settings: ReturnType<typeof memorySettings>, selfOrigin: string) {
  const log = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() };
  const analytics = { collect: vi.fn(async () => true), collectPostFigures: vi.fn(async () => ({ posts: 0, failedAccounts: 0 })), data: {} as never };
  const module = createDemoModule({ settings, selfOrigin: () => selfOrigin, operator: DEMO_OPERATOR, analytics, clock: systemClock, storageDriver: "local", log: () => log });
  const run = (attempt: number) => module.jobs!.handlers[0]!.handler({}, { jobId: "job-1", attempt, signal: new AbortController().signal });
  return { run, log };
}

async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("seeding the demo workspace: bounded tries", () => {
  it("retries quietly, then gives up on its last try with one clear line and is not tried again", async () => {
    const settings = memorySettings();
    const { run, log } = demoModule(settings, await closedPortOrigin());

    await expect(run(0)).rejects.toThrow(/could not sign in/);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(expect.stringMatching(/^demo workspace: try 1 of 6 failed, will retry: the demo operator could not sign in at http:\/\/127\.0\.0\.1:\d+/));

    await expect(run(5)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^Demo workspace not set up: gave up after 6 tries \(the demo operator could not sign in at .*\)\. It is not tried again on this database\.$/));
    expect(settings.values.get("demo.workspaceSeeded")).toMatchObject({ gaveUp: true });

    const send = vi.fn(async () => undefined);
    const module = createDemoModule({ settings, selfOrigin: () => "", operator: DEMO_OPERATOR, analytics: {} as never, clock: systemClock, storageDriver: "local", log: () => log });
    await module.api.scheduleIfFresh(send);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("seeding the demo workspace: a retry goes on where the last try stopped", () => {
  let runtime: TestRuntime;
  let origin: string;
  beforeAll(async () => {
    runtime = await startTestRuntime("pglite", { SEED_DEMO_WORKSPACE: "false" });
    origin = await runtime.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => runtime?.dispose());

  it("never links again an account the operator unlinked after an earlier try linked it", async () => {
    const demo = operatorApi(runtime, await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    // An earlier try linked the first two demo accounts, then failed; the operator then unlinked the first.
    const first = await linkOverHttp(origin, demo.token, "sbx-open-creator-1");
    const second = await linkOverHttp(origin, demo.token, "sbx-open-creator-2");
    expect((await demo.delete(`/api/v1/accounts/${first}`)).json().code).toBe(0);
    const settings = memorySettings({ "demo.workspaceProgress": { linked: [first, second], groupIds: null, figures: true, history: "done" } });

    await demoModule(settings, origin).run(1);

    const accounts = (await demo.get("/api/v1/accounts?pageSize=100")).json().data.list as { id: number; platform: string; externalId: string }[];
    const tiktok = accounts.filter((account) => account.platform === "tiktok").map((account) => account.externalId);
    expect(tiktok.sort()).toEqual(["sbx-open-creator-2", "sbx-open-creator-3"]);
    expect(accounts.filter((account) => account.platform === "youtube")).toHaveLength(2);
    const progress = settings.values.get("demo.workspaceProgress") as { linked: number[]; groupIds: number[] };
    expect(progress.linked.slice(0, 2)).toEqual([first, second]);
    expect(settings.values.get("demo.workspaceSeeded")).toMatchObject({ accountIds: progress.linked.slice(1) });

    // The groups hold the demo accounts still linked: the unlinked one is in neither.
    const groups = (await demo.get("/api/v1/account-groups")).json().data.list as { id: number; name: string }[];
    expect(groups.map((group) => group.name)).toEqual(["主推账号", "测试账号"]);
    const main = (await demo.get(`/api/v1/accounts?groupId=${progress.groupIds[0]}&pageSize=100`)).json().data.list as { id: number }[];
    expect(main.map((account) => account.id)).toEqual([progress.linked[3]]);
  });
});

/** Links a TikTok sandbox creator as a browser would: the link call, the consent page, the callback. */
async function linkOverHttp(origin: string, token: string, openId: string): Promise<number> {
  const started = await fetch(`${origin}/api/v1/accounts/link`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ platform: "tiktok", method: "redirect" }),
  });
  const { authUrl } = ((await started.json()) as { data: { authUrl: string } }).data;
  const back = await consent(new URL(authUrl, origin).toString(), { decision: "allow", open_id: openId });
  const landed = await fetch(`${origin}${back.pathname}${back.search}`, { redirect: "manual" });
  return Number(new URL(landed.headers.get("location") ?? "", origin).searchParams.get("linked"));
}
