import type { DeliveryFailure, ReconnectAccount, StuckItem, SystemHealth } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok, type MockRoutes } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const OVERVIEW = "GET /admin/api/v1/system/health";
const STUCK = "GET /admin/api/v1/system/stuck-items";
const RECONNECT = "GET /admin/api/v1/system/reconnect-accounts";
const FAILURES = "GET /admin/api/v1/system/delivery-failures";

const health: SystemHealth = {
  checkedAt: "2026-11-23T10:00:00.000Z",
  queue: [
    { name: "publishing.publish-item", waiting: 4, scheduled: 2, active: 1, retrying: 3, failed: 5 },
    { name: "system-worker-heartbeat", waiting: 0, scheduled: 0, active: 0, retrying: 0, failed: 0 },
  ],
  workers: [
    { id: "w1", host: "worker-a", pid: 101, runMode: "worker", version: "0.1.0", startedAt: "2026-11-23T09:00:00.000Z", lastBeatAt: "2026-11-23T09:59:55.000Z", alive: true },
    { id: "w2", host: "worker-b", pid: 202, runMode: "worker", version: "0.1.0", startedAt: "2026-11-23T08:00:00.000Z", lastBeatAt: "2026-11-23T08:30:00.000Z", alive: false },
  ],
  lastHeartbeatJobAt: "2026-11-23T09:59:00.000Z",
  platformUsage: [
    { platform: "tiktok", day: "2026-11-23", unit: "posts", used: 18, limit: null, limitPerAccount: 15, holders: 2, holdersAtLimit: 1 },
    { platform: "youtube", day: "2026-11-23", unit: "quotaUnits", used: 1650, limit: 10000, limitPerAccount: null, holders: 1, holdersAtLimit: 0 },
  ],
  stuckItems: 1,
  reconnectAccounts: 1,
  deliveryFailures: { email: 2, sms: 1 },
  backup: {
    schedule: "0 3 * * *",
    keep: 7,
    databaseIncluded: true,
    lastSuccess: { at: "2026-11-23T03:00:12.000Z", bytes: 52_428_800, durationMs: 4200, scheduled: true },
    lastFailure: null,
  },
};

const stuck: StuckItem = {
  id: 42,
  taskId: 7,
  title: "新品上市",
  platform: "tiktok",
  account: { id: 3, name: "发布创作者 1" },
  owner: { id: 9, email: "owner@example.com", nickname: "小王" },
  phase: "uploading",
  attempt: 1,
  scheduledAt: "2026-11-23T09:40:00.000Z",
  startedAt: "2026-11-23T09:40:00.000Z",
  updatedAt: "2026-11-23T09:50:00.000Z",
  leaseUntil: "2026-11-23T09:51:00.000Z",
};
const lapsed: ReconnectAccount = {
  id: 5,
  platform: "youtube",
  name: "频道甲",
  username: "channel.a",
  owner: { id: 9, email: "owner@example.com", nickname: "小王" },
  reason: "账号授权已失效，请重新授权",
  linkedAt: "2026-11-01T00:00:00.000Z",
};
const failed: DeliveryFailure = { id: 1, channel: "email", provider: "smtp", recipient: "someone@example.com", subject: "验证码", error: "Error: connect ECONNREFUSED 127.0.0.1:1", failedAt: "2026-11-23T09:30:00.000Z" };

const page = <T,>(list: T[]) => ok({ list, total: list.length });
const everything = (overrides: MockRoutes = {}): MockRoutes => ({
  [OVERVIEW]: ok(health),
  [STUCK]: page([stuck]),
  [RECONNECT]: page([lapsed]),
  [FAILURES]: page([failed]),
  ...overrides,
});

async function openPage() {
  signIn();
  const rendered = renderApp("/admin/system-health");
  await screen.findByRole("heading", { level: 1, name: "系统状态" });
  return rendered;
}

describe("系统状态 (system health)", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the queue's jobs per job name and the headline figures", async () => {
    mockApi(adminApi, everything());
    await openPage();
    const queueRow = await within(await screen.findByRole("table", { name: "任务队列" })).findByRole("row", { name: /publishing\.publish-item/ });
    expect(within(queueRow).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["publishing.publish-item", "4", "2", "1", "3", "5"]);
    expect(screen.getByText("在线工作进程").parentElement).toHaveTextContent("1 / 2");
    expect(screen.getByText("发送失败（24小时）").parentElement).toHaveTextContent("3");
    expect(screen.getByText("邮件 2 · 短信 1")).toBeInTheDocument();
  });

  it("shows each worker's heartbeat and today's usage of each platform's limits", async () => {
    mockApi(adminApi, everything());
    await openPage();
    const workers = within(await screen.findByRole("table", { name: "工作进程" }));
    // The table's header shows before the answer: wait for its rows.
    expect(within(await workers.findByRole("row", { name: /worker-a/ })).getByText("正常")).toBeInTheDocument();
    expect(within(workers.getByRole("row", { name: /worker-b/ })).getByText("无心跳")).toBeInTheDocument();
    const usage = within(screen.getByRole("table", { name: "平台今日用量" }));
    expect(within(usage.getByRole("row", { name: /TikTok/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["TikTok", "发布数（每个创作者每天）", "2026-11-23", "18", "每个 15", "2 / 1"]);
    expect(within(usage.getByRole("row", { name: /YouTube/ })).getByText("10000")).toBeInTheDocument();
  });

  it("lists the stuck items, the accounts to reconnect and the failed sends with their owners and reasons", async () => {
    mockApi(adminApi, everything());
    await openPage();
    const stuckRow = await within(await screen.findByRole("table", { name: "卡住的发布项" })).findByRole("row", { name: /新品上市/ });
    expect(stuckRow).toHaveTextContent("owner@example.com");
    expect(stuckRow).toHaveTextContent("上传中");
    const reconnectRow = await within(screen.getByRole("table", { name: "需重新授权的账号" })).findByRole("row", { name: /频道甲/ });
    expect(reconnectRow).toHaveTextContent("owner@example.com · 小王");
    expect(reconnectRow).toHaveTextContent("账号授权已失效，请重新授权");
    const failureRow = await within(screen.getByRole("table", { name: "发送失败记录" })).findByRole("row", { name: /someone@example\.com/ });
    expect(failureRow).toHaveTextContent("邮件 · smtp");
    expect(failureRow).toHaveTextContent("ECONNREFUSED");
  });

  it("says so when nothing is wrong", async () => {
    mockApi(adminApi, everything({ [OVERVIEW]: ok({ ...health, workers: [], stuckItems: 0, reconnectAccounts: 0, deliveryFailures: { email: 0, sms: 0 } }), [STUCK]: page([]), [RECONNECT]: page([]), [FAILURES]: page([]) }));
    await openPage();
    expect(await screen.findByText("没有卡住的发布项")).toBeInTheDocument();
    expect(await screen.findByText("所有账号的授权都有效")).toBeInTheDocument();
    expect(await screen.findByText("没有发送失败的记录")).toBeInTheDocument();
    expect(await screen.findByText("最近一天没有工作进程发出心跳，发布任务不会被执行")).toBeInTheDocument();
  });

  it("shows a failure with a retry that loads the page again", async () => {
    let broken = true;
    mockApi(adminApi, everything({ [OVERVIEW]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : ok(health)), [STUCK]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : page([stuck])) }));
    const { user } = await openPage();
    expect(await screen.findByText("系统状态加载失败")).toBeInTheDocument();
    expect(await screen.findByText("卡住的发布项加载失败")).toBeInTheDocument();

    broken = false;
    const [overviewRetry, stuckRetry] = screen.getAllByRole("button", { name: "重试" });
    await user.click(overviewRetry!);
    await user.click(stuckRetry!);
    expect(await screen.findByRole("table", { name: "任务队列" })).toBeInTheDocument();
    expect(await within(screen.getByRole("table", { name: "卡住的发布项" })).findByRole("row", { name: /新品上市/ })).toBeInTheDocument();
  });

  it("retries a stuck item from the keyboard, shows the server's message and reloads the lists", async () => {
    let retried = false;
    const api = mockApi(
      adminApi,
      everything({
        [STUCK]: () => page(retried ? [] : [stuck]),
        "POST /admin/api/v1/system/stuck-items/42/retry": () => {
          retried = true;
          return ok({ id: 42, job: "publish" }, "已重新排队，将由工作进程继续处理");
        },
      }),
    );
    const { user } = await openPage();
    const button = await screen.findByRole("button", { name: "重试 新品上市" });
    button.focus();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("已重新排队，将由工作进程继续处理")).toBeInTheDocument();
    expect(await screen.findByText("没有卡住的发布项")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([expect.objectContaining({ url: "/admin/api/v1/system/stuck-items/42/retry" })]);
  });

  it("filters the failed sends by channel", async () => {
    const api = mockApi(adminApi, everything());
    const { user } = await openPage();
    // Within its table: a row's name is the text of all its cells, and jsdom works each one out again on every retry.
    await within(await screen.findByRole("table", { name: "发送失败记录" })).findByRole("row", { name: /someone@example\.com/ });
    const before = api.calls.filter((call) => call.url === "/admin/api/v1/system/delivery-failures").length;
    await user.selectOptions(screen.getByRole("combobox", { name: "渠道" }), "短信");
    await waitFor(() => expect(api.calls.filter((call) => call.url === "/admin/api/v1/system/delivery-failures").length).toBe(before + 1));
  });

  it("sorts each list by a header from page 1: the request names the order, the rows come in it, and aria-sort says so", async () => {
    const retriedOften: StuckItem = { ...stuck, id: 43, title: "重试多次", attempt: 3 };
    const lastParams = (url: string) => api.calls.filter((call) => call.url === url).at(-1)?.params;
    const api = mockApi(
      adminApi,
      everything({ [STUCK]: () => ok({ list: lastParams("/admin/api/v1/system/stuck-items")?.sortBy === "attempt" ? [retriedOften, stuck] : [stuck, retriedOften], total: 30 }) }),
    );
    const { user } = await openPage();
    const stuckTable = await screen.findByRole("table", { name: "卡住的发布项" });
    await within(stuckTable).findByRole("row", { name: /重试多次/ });
    const stuckTitles = () => within(stuckTable).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(stuckTitles()).toEqual(["新品上市 (#7)", "重试多次 (#7)"]);
    await user.click(screen.getAllByRole("button", { name: "下一页" })[0]!);
    await waitFor(() => expect(lastParams("/admin/api/v1/system/stuck-items")).toEqual({ page: 2, pageSize: 10 }));

    const attempts = within(stuckTable).getByRole("columnheader", { name: /尝试/ });
    await user.click(within(attempts).getByRole("button"));
    await waitFor(() => expect(lastParams("/admin/api/v1/system/stuck-items")).toEqual({ page: 1, pageSize: 10, sortBy: "attempt", sortOrder: "asc" }));
    expect(attempts).toHaveAttribute("aria-sort", "ascending");
    await waitFor(() => expect(stuckTitles()).toEqual(["重试多次 (#7)", "新品上市 (#7)"]));
    expect(within(stuckTable).getByRole("columnheader", { name: /最后进展/ })).not.toHaveAttribute("aria-sort");

    const reconnectTable = screen.getByRole("table", { name: "需重新授权的账号" });
    const linkedAt = within(reconnectTable).getByRole("columnheader", { name: /授权时间/ });
    await user.click(within(linkedAt).getByRole("button"));
    await user.click(within(linkedAt).getByRole("button"));
    await waitFor(() => expect(lastParams("/admin/api/v1/system/reconnect-accounts")).toEqual({ page: 1, pageSize: 10, sortBy: "linkedAt", sortOrder: "desc" }));
    expect(linkedAt).toHaveAttribute("aria-sort", "descending");

    const failuresTable = screen.getByRole("table", { name: "发送失败记录" });
    await user.selectOptions(screen.getByRole("combobox", { name: "渠道" }), "短信");
    const recipient = within(failuresTable).getByRole("columnheader", { name: /接收方/ });
    await user.click(within(recipient).getByRole("button"));
    await waitFor(() => expect(lastParams("/admin/api/v1/system/delivery-failures")).toEqual({ page: 1, pageSize: 10, channel: "sms", sortBy: "recipient", sortOrder: "asc" }));
    expect(recipient).toHaveAttribute("aria-sort", "ascending");
  });

  it("reads everything again every 10 seconds while open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi(adminApi, everything());
    await openPage();
    await screen.findByRole("table", { name: "任务队列" });
    const overviewCalls = () => api.calls.filter((call) => call.url === "/admin/api/v1/system/health").length;
    const first = overviewCalls();
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(overviewCalls()).toBe(first + 1));
  });

  it("shows the backup schedule and the last backup, and a failed or missing backup as needing attention", async () => {
    mockApi(adminApi, everything());
    await openPage();
    const backups = within(await screen.findByRole("region", { name: "备份" }));
    // The region shows before its figures arrive: wait for them, not for the heading.
    expect(await backups.findByText("定时备份：0 3 * * *（UTC），保留最近 7 份")).toBeInTheDocument();
    expect(backups.getByText(/50\.0 MB · 用时 5 秒 · 定时$/)).toBeInTheDocument();
    expect(backups.getByText("包含在备份文件中")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("最近备份").parentElement).toHaveTextContent("已设定时备份"));
  });

  it("shows a backup that failed after the last success, and backups of a PostgreSQL installation", async () => {
    const backup = {
      schedule: null,
      keep: 7,
      databaseIncluded: false,
      lastSuccess: { at: "2026-11-20T03:00:00.000Z", bytes: 2048, durationMs: 900, scheduled: false },
      lastFailure: { at: "2026-11-23T03:00:00.000Z", reason: "ENOSPC: no space left on device", scheduled: true },
    };
    mockApi(adminApi, everything({ [OVERVIEW]: ok({ ...health, backup }) }));
    await openPage();
    const backups = within(await screen.findByRole("region", { name: "备份" }));
    expect(await backups.findByText("未设置定时备份（BACKUP_SCHEDULE）；可在服务器上运行 npm run backup")).toBeInTheDocument();
    expect(backups.getByText(/2 KB · 用时 1 秒 · 手动$/)).toBeInTheDocument();
    expect(backups.getByText(/ENOSPC: no space left on device$/)).toBeInTheDocument();
    expect(backups.getByText("在 PostgreSQL 服务器上：请用 pg_dump 备份，备份文件只含数据目录")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("最近备份").parentElement).toHaveTextContent("未设定时备份"));
  });

  it("is finished in English", async () => {
    localStorage.setItem("language_type", "en");
    mockApi(adminApi, everything());
    signIn();
    renderApp("/admin/system-health");
    expect(await screen.findByRole("heading", { level: 1, name: "System health" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "Job queue" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Stuck publish items" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Retry 新品上市" })).toBeInTheDocument();
    expect(screen.getByText("Email 2 · SMS 1")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Backups" })).getByText("Scheduled: 0 3 * * * (UTC), keeping the latest 7")).toBeInTheDocument();
    localStorage.removeItem("language_type");
  });
});
