import { LANGUAGE_STORAGE_KEY } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { accountPage, detail, group, groupList, item, progressOf, task, taskPage, tiktokAccount } from "../test/publish-fixtures.ts";

const LIST = "GET /api/v1/publish/tasks";
const ACCOUNTS = "GET /api/v1/accounts";
const GROUPS = "GET /api/v1/account-groups";
const autumnVideo = { id: 5, fileName: "autumn.mp4", key: "u/1/autumn.mp4", url: "/files/u/1/autumn.mp4", type: "video", mime: "video/mp4", fileSize: 100, width: null, height: null, durationSeconds: null, createdAt: "2026-11-20T08:00:00.000Z" };
const base = { [ACCOUNTS]: accountPage([tiktokAccount]), [GROUPS]: groupList([group]), "GET /api/v1/media/list": ok({ list: [autumnVideo], total: 1 }) };

async function openRecords(path = "/CRM/dataSend/record") {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "发布记录" });
  return rendered;
}

describe("publish records page", () => {
  it("lists the tasks with their summary and shows the items with their links and reasons when opened", async () => {
    const failedItem = item({ id: 71, accountName: "狗狗日记", status: 2, phase: "failed", postUrl: null, error: { code: "spam_risk", reason: "平台判定内容有风险，请修改后重试" } });
    const done = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 0 } });
    mockApi(crmApi, { ...base, [LIST]: taskPage([done]), "GET /api/v1/publish/tasks/7": ok(detail(done, [item(), failedItem])) });
    const { user } = await openRecords();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("秋季新品上市")).toBeInTheDocument();
    expect(card.getByText("1 成功")).toBeInTheDocument();
    expect(card.getByText("1 失败")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "查看明细" }));
    expect(await card.findByRole("link", { name: "查看 小猫日常 的作品（新窗口）" })).toHaveAttribute("href", "https://www.tiktok.com/@catdaily/video/1");
    expect(card.getByText("平台判定内容有风险，请修改后重试")).toBeInTheDocument();
    expect(card.getAllByText("autumn.mp4")).toHaveLength(2);
  });

  it("keeps the filters and the page in the URL", async () => {
    mockApi(crmApi, { ...base, [LIST]: taskPage([task()], 25) });
    const { user } = await openRecords("/CRM/dataSend/record?status=2&keyword=秋季");
    await screen.findByRole("article", { name: "秋季新品" });
    expect(screen.getByRole("combobox", { name: "状态" })).toHaveValue("2");
    expect(screen.getByRole("searchbox", { name: "搜索发布记录" })).toHaveValue("秋季");
    await user.selectOptions(screen.getByRole("combobox", { name: "平台" }), "youtube");
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("platform")).toBe("youtube"));
    expect(new URLSearchParams(window.location.search).get("status")).toBe("2");
    await user.click(screen.getByRole("button", { name: "第 2 页" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("page")).toBe("2"));
  });

  it("shows live progress while distributing and a toast saying how many targets failed when it finishes", async () => {
    const running = task({ status: 0, counts: { total: 2, distributing: 2, succeeded: 0, failed: 0, unverified: 0, cancelled: 0 } });
    const uploading = item({ status: 0, phase: "uploading", uploadedBytes: 50, totalBytes: 100, postUrl: null });
    const finished = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 0 } });
    let polls = 0;
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: () => (polls >= 2 ? taskPage([finished]) : taskPage([running])),
      "GET /api/v1/publish/tasks/7": ok(detail(running, [uploading])),
      "GET /api/v1/publish/tasks/7/progress": () => {
        polls += 1;
        return polls >= 2 ? ok(progressOf(finished, [item(), item({ id: 71, status: 2, phase: "failed", error: { code: "x", reason: "失败了" } })])) : ok(progressOf(running, [uploading]));
      },
    });
    await openRecords("/CRM/dataSend/record?open=7");
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(await card.findByText("2 分发中")).toBeInTheDocument();
    expect(await screen.findByText("1 个目标发布失败，可在明细中查看原因并重发", undefined, { timeout: 5000 })).toBeInTheDocument();
    const pollsAtFinish = api.calls.filter((call) => call.url.endsWith("/progress")).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.calls.filter((call) => call.url.endsWith("/progress")).length).toBe(pollsAtFinish);
  }, 10_000);

  it("says cancelled targets were cancelled, not that they failed, when the task finishes", async () => {
    const running = task({ status: 0, counts: { total: 2, distributing: 2, succeeded: 0, failed: 0, unverified: 0, cancelled: 0 } });
    const finished = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 1 } });
    let polls = 0;
    mockApi(crmApi, {
      ...base,
      [LIST]: () => (polls >= 2 ? taskPage([finished]) : taskPage([running])),
      "GET /api/v1/publish/tasks/7": ok(detail(running, [item({ status: 0, phase: "waiting", postUrl: null })])),
      "GET /api/v1/publish/tasks/7/progress": () => {
        polls += 1;
        return polls >= 2
          ? ok(progressOf(finished, [item(), item({ id: 71, status: 2, phase: "failed", error: { code: "cancelled", reason: "已取消" } })]))
          : ok(progressOf(running, [item({ status: 0, phase: "waiting", postUrl: null })]));
      },
    });
    await openRecords("/CRM/dataSend/record?open=7");
    expect(await screen.findByText("1 个目标已取消，其余目标均已发布成功", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/个目标发布失败/)).not.toBeInTheDocument();
  }, 10_000);

  it("resends the failed targets after a confirm and reloads the list", async () => {
    const failed = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 0 } });
    let resent = false;
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: () => taskPage([resent ? task({ status: 0, counts: { total: 2, distributing: 1, succeeded: 1, failed: 0, unverified: 0, cancelled: 0 } }) : failed]),
      "GET /api/v1/publish/tasks/7/progress": ok(progressOf(task({ status: 0, counts: { total: 2, distributing: 1, succeeded: 1, failed: 0, unverified: 0, cancelled: 0 } }), [])),
      "POST /api/v1/publish/tasks/7/resend": () => {
        resent = true;
        return ok({ resent: 1 });
      },
    });
    const { user } = await openRecords();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(card.getByRole("button", { name: "重发任务" }));
    const dialog = within(await screen.findByRole("dialog", { name: "重发任务" }));
    // Pre-filled with what failed; left as it is, nothing but the resend is asked.
    expect(dialog.getByLabelText(/标题/)).toHaveValue("秋季新品上市");
    await user.click(dialog.getByRole("button", { name: "重发" }));
    await waitFor(() => expect(api.calls.find((call) => call.method === "POST" && call.url.endsWith("/resend"))?.body).toEqual({}));
    expect(await card.findByText("1 分发中")).toBeInTheDocument();
  });

  it("resends a target to verify (需核实) only after the operator confirms its post is not on the platform", async () => {
    const reason = "平台未返回结果，且无法在平台上查到该帖子（私密帖子或账号未授权读取作品）。请到平台核实：帖子不存在时再单独重发";
    const toVerify = item({
      id: 72,
      accountName: "狗狗日记",
      status: 3,
      phase: "unverified",
      postUrl: null,
      error: { code: "publish.unverifiable", reason },
      calls: [
        { at: "2026-11-20T08:00:00.000Z", attempt: 1, call: "tiktok content/init", outcome: "unknown", httpStatus: null, errorClass: "retryable", errorCode: "timeout", durationMs: 30_000, worker: "worker-a:41", takeover: false },
        { at: "2026-11-20T08:01:00.000Z", attempt: 1, call: "lease", outcome: "takeover", httpStatus: null, errorClass: null, errorCode: null, durationMs: 0, worker: "worker-b:52", takeover: true },
      ],
    });
    const unverified = task({ status: 3, counts: { total: 2, distributing: 0, succeeded: 1, failed: 0, unverified: 1, cancelled: 0 } });
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: taskPage([unverified]),
      "GET /api/v1/publish/tasks/7": ok(detail(unverified, [item(), toVerify])),
      "POST /api/v1/publish/tasks/7/items/72/resend": ok({ resent: 1 }),
    });
    const { user } = await openRecords();
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("1 需核实")).toBeInTheDocument();
    expect(card.getByText("0 失败")).toBeInTheDocument();
    // Nothing the task-level resend would send: it never resends a target to verify.
    expect(card.queryByRole("button", { name: "重发任务" })).toBeNull();

    await user.click(card.getByRole("button", { name: "查看明细" }));
    const row = within(await card.findByRole("row", { name: /狗狗日记/ }));
    expect(row.getByText("需核实")).toBeInTheDocument();
    expect(row.getByText(reason)).toBeInTheDocument();

    await user.click(card.getByRole("button", { name: "狗狗日记 的调用记录" }));
    const calls = within(card.getByRole("table", { name: "狗狗日记 的调用记录" }));
    expect(calls.getByText("无应答")).toBeInTheDocument();
    expect(calls.getByText("接手了已停止进程的租约")).toBeInTheDocument();

    const resends = () => api.calls.filter((call) => call.method === "POST" && call.url.endsWith("/items/72/resend"));
    await user.click(row.getByRole("button", { name: "核实后重发到 狗狗日记" }));
    let dialog = within(await screen.findByRole("dialog", { name: "核实后重发到 狗狗日记" }));
    expect(dialog.getByRole("button", { name: "已核实不存在，重发" })).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(resends()).toHaveLength(0);

    await user.click(row.getByRole("button", { name: "核实后重发到 狗狗日记" }));
    dialog = within(await screen.findByRole("dialog", { name: "核实后重发到 狗狗日记" }));
    await user.click(dialog.getByRole("checkbox", { name: "我已到平台核实，帖子确实不存在" }));
    await user.click(dialog.getByRole("button", { name: "已核实不存在，重发" }));
    await waitFor(() => expect(resends()).toHaveLength(1));
    expect(resends()[0]?.body).toEqual({ confirmNotPosted: true });
    expect(await screen.findByText("已重新发布")).toBeInTheDocument();
  });

  it("resends a failed target without claiming anything about the platform", async () => {
    const failedItem = item({ id: 71, accountName: "狗狗日记", status: 2, phase: "failed", postUrl: null, error: { code: "spam_risk", reason: "平台判定内容有风险，请修改后重试" } });
    const done = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 0 } });
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: taskPage([done]),
      "GET /api/v1/publish/tasks/7": ok(detail(done, [item(), failedItem])),
      "POST /api/v1/publish/tasks/7/items/71/resend": ok({ resent: 1 }),
    });
    const { user } = await openRecords("/CRM/dataSend/record?open=7");
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(await card.findByRole("button", { name: "重发到 狗狗日记" }));
    const dialog = within(await screen.findByRole("dialog", { name: "重发到 狗狗日记" }));
    await user.click(dialog.getByRole("button", { name: "重发" }));
    await waitFor(() => expect(api.calls.find((call) => call.url.endsWith("/items/71/resend"))?.body).toEqual({ confirmNotPosted: false }));
  });

  it("fixes a failed target before resending it: the new title and privacy go with the task's other options, a refusal stays in the dialog", async () => {
    const failedItem = item({ id: 71, accountName: "狗狗日记", status: 2, phase: "failed", postUrl: null, error: { code: "spam_risk", reason: "平台判定内容有风险，请修改后重试" } });
    const done = task({ status: 2, counts: { total: 2, distributing: 0, succeeded: 1, failed: 1, unverified: 0, cancelled: 0 }, options: { privacy: "public", allowComment: true, aiGenerated: true, tags: ["秋季"] } });
    let refuse = true;
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: taskPage([done]),
      "GET /api/v1/publish/tasks/7": ok(detail(done, [item(), failedItem])),
      "POST /api/v1/publish/tasks/7/items/71/resend": () => (refuse ? fail(400, "账号 狗狗日记 不允许该可见范围") : ok({ resent: 1 })),
    });
    const { user } = await openRecords("/CRM/dataSend/record?open=7");
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    await user.click(await card.findByRole("button", { name: "重发到 狗狗日记" }));
    const dialog = within(await screen.findByRole("dialog", { name: "重发到 狗狗日记" }));
    const title = dialog.getByLabelText(/标题/);
    await user.clear(title);
    await user.type(title, "改过的标题");
    await user.selectOptions(dialog.getByRole("combobox", { name: "谁可以观看此作品" }), "private");
    await user.click(dialog.getByRole("button", { name: "重发" }));
    expect(await dialog.findByText("账号 狗狗日记 不允许该可见范围")).toBeInTheDocument();
    const body = api.calls.find((call) => call.url.endsWith("/items/71/resend"))?.body as { title: string; options: Record<string, unknown> };
    expect(body).toMatchObject({ confirmNotPosted: false, title: "改过的标题", options: { ...done.options, privacy: "private" } });

    refuse = false;
    await user.selectOptions(dialog.getByRole("combobox", { name: "谁可以观看此作品" }), "friends");
    await user.click(dialog.getByRole("button", { name: "重发" }));
    expect(await screen.findByText("已重新发布")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("filters by 需核实", async () => {
    const api = mockApi(crmApi, { ...base, [LIST]: taskPage([task()]) });
    const { user } = await openRecords();
    await screen.findByRole("article", { name: "秋季新品" });
    await user.selectOptions(screen.getByRole("combobox", { name: "状态" }), "需核实");
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("status")).toBe("3"));
    await waitFor(() => expect(api.calls.filter((call) => call.url === "/api/v1/publish/tasks").at(-1)?.params).toMatchObject({ status: 3 }));
  });

  it("explains an empty list and offers to publish, and shows a failed load with a retry", async () => {
    let broken = true;
    mockApi(crmApi, { ...base, [LIST]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : taskPage([])) });
    const { user } = await openRecords();
    expect(await screen.findByText("服务器开小差了，请稍后再试")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("还没有发布记录")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "去发布视频" })).toBeInTheDocument();
  });

  it("speaks English when English is chosen", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    mockApi(crmApi, { ...base, [LIST]: taskPage([task()]) });
    signIn();
    renderApp("/CRM/dataSend/record");
    const card = within(await screen.findByRole("article", { name: "秋季新品" }));
    expect(card.getByText("2 succeeded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeInTheDocument();
  });
});
