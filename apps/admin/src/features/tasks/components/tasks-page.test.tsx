import { LANGUAGE_STORAGE_KEY, type AdminTask } from "@cdp/contracts";
import { publishItemFixture, publishTaskFixture } from "@cdp/contracts/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const PAGE = "POST /admin/api/v1/task/page";
const DETAIL = "GET /admin/api/v1/task/detail";
const RETRY = "GET /admin/api/v1/task/retry";
const EXPORT = "GET /admin/api/v1/task/export";

/** A task with one succeeded and two failed targets, as the back-office lists it. */
function adminTask(overrides: Partial<AdminTask> = {}): AdminTask {
  return {
    ...publishTaskFixture({ coverMediaId: 5, operatedAt: "2026-11-20T09:00:00.000Z", status: 2, counts: { total: 3, distributing: 0, succeeded: 1, failed: 2, unverified: 0, cancelled: 0 } }),
    coverUrl: "/files/u/1/cover.png",
    owner: { id: 3, email: "lin@example.com", nickname: "小林" },
    ...overrides,
  };
}

const page = (list: AdminTask[], total = list.length) => ok({ list, total });
const item = publishItemFixture;
const failedItem = item({ id: 71, accountName: "狗狗日记", status: 2, phase: "failed", postUrl: null, attempt: 2, error: { code: "spam_risk", reason: "平台判定内容有风险，请修改后重试" } });

async function openTasks(path = "/admin/tasks") {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "任务管理" });
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe("任务管理", () => {
  it("lists every operator's tasks with the owner, type, cover, times and status summary", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask(), adminTask({ id: 8, name: "图文上新", type: "SEND_CONTENT", coverUrl: null, owner: { id: 4, email: "wu@example.com", nickname: "" }, status: 1, counts: { total: 1, distributing: 0, succeeded: 1, failed: 0, unverified: 0, cancelled: 0 } })], 2) });
    await openTasks();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("小林（lin@example.com）")).toBeInTheDocument();
    expect(card.getByText("发布到 TikTok")).toBeInTheDocument();
    expect(card.getByText("秋季新品上市")).toBeInTheDocument();
    expect(card.getByRole("img", { name: "封面" })).toHaveAttribute("src", "/files/u/1/cover.png");
    expect(card.getByText("按账号")).toBeInTheDocument();
    expect(card.getByText("1 成功")).toBeInTheDocument();
    expect(card.getByText("2 失败")).toBeInTheDocument();
    const other = within(screen.getByRole("article", { name: "图文上新" }));
    expect(other.getByText("wu@example.com")).toBeInTheDocument();
    expect(other.getByText("图文发布")).toBeInTheDocument();
    expect(screen.getByText("共 2 条")).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: "POST", url: "/admin/api/v1/task/page", params: { page: 1, pageSize: 10 }, body: undefined });
  });

  it("says so when there are no tasks, and shows a failure with a retry", async () => {
    let broken = true;
    mockApi(adminApi, { [PAGE]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : page([])) });
    const { user } = await openTasks();
    expect(await screen.findByText("发布记录加载失败")).toBeInTheDocument();
    expect(screen.getByText("服务器开小差了，请稍后再试")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("还没有用户发布过任务")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导出 Excel" })).toBeDisabled();
  });

  it("filters by owner, type, platform, status and dates, and keeps them in the URL", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()], 25) });
    const { user } = await openTasks("/admin/tasks?status=2&owner=lin");
    await screen.findByRole("article", { name: "秋季新品" });
    expect(screen.getByRole("combobox", { name: "状态" })).toHaveValue("2");
    expect(screen.getByRole("textbox", { name: "所属用户" })).toHaveValue("lin");
    expect(api.calls.at(-1)?.params).toEqual({ status: 2, owner: "lin", page: 1, pageSize: 10 });

    await user.selectOptions(screen.getByRole("combobox", { name: "任务类型" }), "SEND_CONTENT");
    await user.selectOptions(screen.getByRole("combobox", { name: "平台" }), "youtube");
    // Pasted, not typed: each typed character renders the whole page again, which took this test past
    // its time limit on a loaded machine; the fields see the same text either way.
    await user.clear(screen.getByRole("textbox", { name: "所属用户" }));
    await user.paste("wu@example.com");
    await user.keyboard("{Enter}");
    await user.click(screen.getByLabelText("开始日期"));
    await user.paste("2026/11/01");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ type: "SEND_CONTENT", platform: "youtube", status: 2, owner: "wu@example.com", from: expect.any(String) }));
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toEqual({ owner: "wu@example.com", type: "SEND_CONTENT", platform: "youtube", status: "2", from: "2026-11-01" });
    expect(new Date(api.calls.at(-1)?.params?.from as string)).toEqual(new Date(2026, 10, 1));
  });

  // A test of its own: with the filter steps it took over 20 s on a loaded machine (one CI run).
  it("pages with the filters kept, and 重置 clears them and the URL", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()], 25) });
    const { user } = await openTasks("/admin/tasks?type=SEND_CONTENT&owner=wu%40example.com");
    await screen.findByRole("article", { name: "秋季新品" });
    await user.click(screen.getByRole("button", { name: "第 2 页" }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ page: 2, type: "SEND_CONTENT", owner: "wu@example.com" }));
    await user.click(screen.getByRole("button", { name: "重置" }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ page: 1, pageSize: 10 }));
    expect(window.location.search).toBe("");
    expect(screen.getByRole("textbox", { name: "所属用户" })).toHaveValue("");
  });

  it("sorts by the chosen field and direction from page 1, keeps the order in the URL, and clears it", async () => {
    const api = mockApi(adminApi, {
      [PAGE]: () => (api.calls.at(-1)?.params?.sortBy === "itemsFailed" ? page([adminTask({ id: 9, name: "失败最多" }), adminTask()], 25) : page([adminTask()], 25)),
    });
    const { user } = await openTasks("/admin/tasks?page=2");
    await screen.findByRole("article", { name: "秋季新品" });
    const sorting = within(screen.getByRole("group", { name: "排序" }));
    expect(sorting.getByRole("combobox", { name: "排序方式" })).toHaveValue("createdAt");
    expect(sorting.getByRole("button", { name: "升序" })).toHaveAttribute("aria-pressed", "false");

    await user.selectOptions(sorting.getByRole("combobox", { name: "排序方式" }), "失败数");
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ sortBy: "itemsFailed", page: 1, pageSize: 10 }));
    expect(await screen.findByRole("article", { name: "失败最多" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toEqual([screen.getByRole("article", { name: "失败最多" }), screen.getByRole("article", { name: "秋季新品" })]);

    sorting.getByRole("button", { name: "升序" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ sortBy: "itemsFailed", sortOrder: "asc", page: 1, pageSize: 10 }));
    expect(sorting.getByRole("button", { name: "升序" })).toHaveAttribute("aria-pressed", "true");
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ sortBy: "itemsFailed", sortOrder: "asc" });

    await user.selectOptions(sorting.getByRole("combobox", { name: "排序方式" }), "创建时间");
    await user.click(sorting.getByRole("button", { name: "升序" }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ page: 1, pageSize: 10 }));
    expect(window.location.search).toBe("");
  });

  // A test of its own: with the sorting steps it took over 20 s on a loaded machine (one CI run).
  it("exports the tasks in the order on screen", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tasks"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()], 25), [EXPORT]: { body: new Blob(["xlsx"]) } });
    const { user } = await openTasks("/admin/tasks?sortBy=itemsFailed&sortOrder=asc");
    await screen.findByRole("article", { name: "秋季新品" });

    await user.click(screen.getByRole("button", { name: "导出 Excel" }));
    await waitFor(() => expect(saved).toEqual(["publish-tasks.xlsx"]));
    expect(api.calls.find((call) => call.url === "/admin/api/v1/task/export")?.params).toEqual({ sortBy: "itemsFailed", sortOrder: "asc" });
  });

  it("opens with the order a shared link names", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()]) });
    await openTasks("/admin/tasks?sortBy=owner&sortOrder=asc&status=2");
    await screen.findByRole("article", { name: "秋季新品" });
    expect(screen.getByRole("combobox", { name: "排序方式" })).toHaveValue("owner");
    expect(screen.getByRole("button", { name: "升序" })).toHaveAttribute("aria-pressed", "true");
    expect(api.calls.at(-1)?.params).toEqual({ status: 2, sortBy: "owner", sortOrder: "asc", page: 1, pageSize: 10 });
  });

  it("shows a task's items with their status, reason, link and attempts when expanded", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()]), [DETAIL]: ok({ ...adminTask(), items: [{ ...item(), mediaNames: ["autumn.mp4"] }, { ...failedItem, mediaNames: [] }] }) });
    const { user } = await openTasks();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(card.getByRole("button", { name: "查看明细" }));
    const items = within(await card.findByRole("table", { name: "秋季新品 的发布明细" }));
    expect(await items.findByRole("link", { name: "查看 小猫日常 的作品（新窗口）" })).toHaveAttribute("href", "https://www.tiktok.com/@catdaily/video/1");
    const failedRow = within(items.getByRole("row", { name: /狗狗日记/ }));
    expect(failedRow.getByText("平台判定内容有风险，请修改后重试")).toBeInTheDocument();
    expect(failedRow.getByRole("cell", { name: "2" })).toBeInTheDocument();
    expect(items.getByRole("cell", { name: "autumn.mp4" })).toBeInTheDocument();
    expect(failedRow.getByRole("cell", { name: "视频 #5" })).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/task/detail")?.params).toEqual({ id: 7 });
  });

  it("shows a target to verify (需核实) apart from the failures, with its reason and its call log", async () => {
    const reason = "多次读取平台状态失败，帖子可能已发布。请到平台核实：帖子不存在时再单独重发";
    const toVerify = {
      ...item({
        id: 72,
        accountName: "私享账号",
        status: 3,
        phase: "unverified",
        postUrl: null,
        error: { code: "publish.statusUnreadable", reason },
        calls: [
          { at: "2026-11-20T08:00:00.000Z", attempt: 1, call: "tiktok content/init", outcome: "ok", httpStatus: 200, errorClass: null, errorCode: null, durationMs: 420, worker: "host-a:41", takeover: false },
          { at: "2026-11-20T08:00:05.000Z", attempt: 1, call: "tiktok publish/status/fetch", outcome: "unknown", httpStatus: null, errorClass: "retryable", errorCode: "timeout", durationMs: 30_000, worker: "host-a:41", takeover: false },
          { at: "2026-11-20T08:02:00.000Z", attempt: 1, call: "lease", outcome: "takeover", httpStatus: null, errorClass: null, errorCode: null, durationMs: 0, worker: "host-b:77", takeover: true },
        ],
      }),
      mediaNames: ["autumn.mp4"],
    };
    const unverifiedTask = adminTask({ status: 3, counts: { total: 2, distributing: 0, succeeded: 1, failed: 0, unverified: 1, cancelled: 0 } });
    mockApi(adminApi, { [PAGE]: page([unverifiedTask]), [DETAIL]: ok({ ...unverifiedTask, items: [{ ...item(), mediaNames: ["autumn.mp4"] }, toVerify] }) });
    const { user } = await openTasks();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("1 需核实")).toBeInTheDocument();
    expect(card.getByText("0 失败")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "重发任务" })).not.toBeInTheDocument();

    await user.click(card.getByRole("button", { name: "查看明细" }));
    const row = within(await card.findByRole("row", { name: /私享账号/ }));
    expect(row.getByText("需核实")).toBeInTheDocument();
    expect(row.getByText(reason)).toBeInTheDocument();

    await user.click(card.getByRole("button", { name: "私享账号 的调用记录" }));
    const calls = within(card.getByRole("table", { name: "私享账号 的调用记录" }));
    const rows = calls.getAllByRole("row").slice(1);
    expect(rows.map((callRow) => within(callRow).getAllByRole("cell")[3]?.textContent)).toEqual(["成功", "无应答", "接管"]);
    expect(within(rows[2]!).getByText("host-b:77")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("接手了已停止进程的租约")).toBeInTheDocument();
  });

  it("filters by 需核实", async () => {
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()]) });
    const { user } = await openTasks();
    await screen.findByRole("article", { name: "秋季新品" });
    await user.selectOptions(screen.getByRole("combobox", { name: "状态" }), "需核实");
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ status: 3, page: 1, pageSize: 10 }));
    expect(new URLSearchParams(window.location.search).get("status")).toBe("3");
  });

  it("resends the failed items after a confirm naming how many, then refreshes the list", async () => {
    let retried = false;
    const api = mockApi(adminApi, {
      [PAGE]: () => page([retried ? adminTask({ status: 0, counts: { total: 3, distributing: 2, succeeded: 1, failed: 0, unverified: 0, cancelled: 0 } }) : adminTask()]),
      [RETRY]: () => {
        retried = true;
        return ok({ resent: 2 }, "保存成功");
      },
    });
    const { user } = await openTasks();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(card.getByRole("button", { name: "重发任务" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "重发任务" }));
    expect(dialog.getByText("将重新发布本任务中 2 个失败的目标。")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "重发" }));
    expect(await screen.findByText("已重新发布 2 个失败的目标")).toBeInTheDocument();
    expect(await card.findByText("2 分发中")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "重发任务" })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/task/retry")?.params).toEqual({ id: 7 });
  });

  it("says why a resend failed in an error toast", async () => {
    mockApi(adminApi, { [PAGE]: page([adminTask()]), [RETRY]: fail(400, "没有可重发的失败目标") });
    const { user } = await openTasks();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(card.getByRole("button", { name: "重发任务" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "重发任务" })).getByRole("button", { name: "重发" }));
    expect(await screen.findByText("重发失败")).toBeInTheDocument();
    expect(screen.getAllByText("没有可重发的失败目标").length).toBeGreaterThan(0);
  });

  it("exports the filtered tasks as an .xlsx file", async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => "blob:tasks");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi(adminApi, { [PAGE]: page([adminTask()]), [EXPORT]: { body: new Blob(["xlsx"]) } });
    const { user } = await openTasks("/admin/tasks?type=PUBLISH_TIKTOK&owner=lin");
    await screen.findByRole("article", { name: "秋季新品" });
    await user.click(screen.getByRole("button", { name: "导出 Excel" }));
    await waitFor(() => expect(saved).toEqual(["publish-tasks.xlsx"]));
    expect(api.calls.find((call) => call.url === "/admin/api/v1/task/export")?.params).toEqual({ type: "PUBLISH_TIKTOK", owner: "lin" });
  });

  it("reads in English", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    mockApi(adminApi, { [PAGE]: page([adminTask()]) });
    signIn();
    renderApp("/admin/tasks");
    await screen.findByRole("heading", { level: 1, name: "Tasks" });
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("Owner")).toBeInTheDocument();
    expect(card.getByText("Publish to TikTok")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Owner" })).toBeInTheDocument();
    const sortBy = within(screen.getByRole("group", { name: "Sort" })).getByRole("combobox", { name: "Sort by" });
    expect(within(sortBy).getAllByRole("option").map((option) => option.textContent)).toEqual(["Created", "Last operated", "Task name", "Failed targets", "Owner"]);
    expect(screen.getByRole("button", { name: "Ascending" })).toHaveAttribute("aria-pressed", "false");
  });
});
