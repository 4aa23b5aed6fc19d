import type { WebhookDelivery, WebhookEndpoint } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";

const LIST = "GET /api/v1/webhooks";
const SECRET = "whsec_c2VjcmV0Rm9yVGhlUGFnZVRlc3RzMTIzNDU2";
const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 1,
  url: "https://cms.example.com/hooks",
  name: "内容系统",
  description: "",
  events: ["target.succeeded", "target.failed"],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...over,
});
const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 11,
  eventId: "3f2c9a10-0000-4000-8000-000000000001",
  eventType: "target.failed",
  status: "failed",
  attempts: 8,
  createdAt: "2026-11-27T08:00:00.000Z",
  lastAttemptAt: "2026-11-28T10:00:00.000Z",
  nextAttemptAt: null,
  statusCode: 500,
  durationMs: 120,
  error: null,
  response: "internal error",
  ...over,
});

async function openWebhooks(language?: "en") {
  signIn();
  if (language) localStorage.setItem("language_type", language);
  const rendered = renderApp("/CRM/profile/webhooks");
  await screen.findByRole("heading", { level: 1, name: language ? "Webhooks" : "Webhook 通知" });
  return rendered;
}

describe("Webhook 通知 page", () => {
  it("is reached from the user menu", async () => {
    mockApi(crmApi, { [LIST]: ok({ list: [], max: 10 }) });
    signIn();
    const { user } = renderApp("/CRM/accountManage/group");
    await screen.findByRole("heading", { level: 1, name: "账号分组" });
    await user.click(await screen.findByRole("button", { name: /test|用户|未登录|演示/ }));
    await pickMenuItem(user, "Webhook 通知");
    expect(await screen.findByRole("heading", { level: 1, name: "Webhook 通知" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/profile/webhooks");
    expect(await screen.findByText("还没有 Webhook 地址")).toBeInTheDocument();
  });

  it("says when the list cannot be loaded and loads it again on 重试", async () => {
    let broken = true;
    mockApi(crmApi, { [LIST]: () => (broken ? fail(500, "服务器开小差了") : ok({ list: [endpoint()], max: 10 })) });
    const { user } = await openWebhooks();
    expect(await screen.findByText("Webhook 地址加载失败")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("row", { name: /内容系统/ })).toBeInTheDocument();
  });

  it("adds an endpoint: URL and events are checked, then its signing secret is shown with copy", async () => {
    let list: WebhookEndpoint[] = [];
    const api = mockApi(crmApi, {
      [LIST]: () => ok({ list, max: 10 }),
      "POST /api/v1/webhooks": (body) => {
        const made = endpoint({ id: 5, ...(body as Partial<WebhookEndpoint>) });
        list = [made];
        return ok({ endpoint: made, secret: SECRET });
      },
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole("button", { name: "添加地址" }));
    const dialog = within(await screen.findByRole("dialog", { name: "添加地址" }));
    await user.type(dialog.getByRole("textbox", { name: "接收地址" }), "ftp://nope");
    for (const name of ["发布成功 target.succeeded", "发布失败 target.failed", "任务完成 task.finished", "账号需重新授权 account.reauthorization_required"]) {
      await user.click(dialog.getByRole("checkbox", { name: new RegExp(name.split(" ")[0]!) }));
    }
    await user.click(dialog.getByRole("button", { name: "添加" }));
    expect(await dialog.findByText("请输入以 http:// 或 https:// 开头的完整网址")).toBeInTheDocument();
    expect(dialog.getByText("请输入名称")).toBeInTheDocument();
    expect(dialog.getAllByText("请至少选择一个事件").length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(dialog.getByRole("textbox", { name: "接收地址" }));
    await user.type(dialog.getByRole("textbox", { name: "接收地址" }), "https://cms.example.com/hooks");
    await user.type(dialog.getByRole("textbox", { name: "名称" }), "内容系统");
    await user.click(dialog.getByRole("checkbox", { name: /任务完成/ }));
    await user.click(dialog.getByRole("button", { name: "添加" }));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ url: "https://cms.example.com/hooks", name: "内容系统", description: "", events: ["task.finished"], enabled: true });

    const shown = within(await screen.findByRole("dialog", { name: "地址已添加" }));
    expect(shown.getByLabelText("签名密钥")).toHaveTextContent(SECRET);
    await user.click(shown.getByRole("button", { name: "复制" }));
    expect(await shown.findByRole("button", { name: "已复制" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(shown.getByRole("button", { name: "完成" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("row", { name: /内容系统/ })).toBeInTheDocument();
  });

  it("reveals the secret only when asked and rotates it after a confirmation", async () => {
    const api = mockApi(crmApi, {
      [LIST]: ok({ list: [endpoint()], max: 10 }),
      "GET /api/v1/webhooks/1/secret": ok({ secret: SECRET }),
      "POST /api/v1/webhooks/1/secret/rotate": ok({ secret: "whsec_bmV3U2VjcmV0" }),
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole("button", { name: "签名密钥 内容系统" }));
    const dialog = within(await screen.findByRole("dialog", { name: "签名密钥 · 内容系统" }));
    expect(dialog.getByLabelText("签名密钥")).not.toHaveTextContent(SECRET);
    expect(api.calls.some((call) => call.url === "/api/v1/webhooks/1/secret")).toBe(false);
    await user.click(dialog.getByRole("button", { name: "显示" }));
    await waitFor(() => expect(dialog.getByLabelText("签名密钥")).toHaveTextContent(SECRET));

    await user.click(dialog.getByRole("button", { name: "更换密钥" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "更换签名密钥" }));
    await user.click(confirm.getByRole("button", { name: "更换" }));
    await waitFor(() => expect(dialog.getByLabelText("签名密钥")).toHaveTextContent("whsec_bmV3U2VjcmV0"));
  });

  it("turns an endpoint off and on, says when it was turned off for failures, and deletes after a confirmation", async () => {
    let list = [endpoint({ enabled: false, disabledReason: "failures", consecutiveFailures: 50 })];
    const api = mockApi(crmApi, {
      [LIST]: () => ok({ list, max: 10 }),
      "POST /api/v1/webhooks/1/enabled": (body) => {
        list = [endpoint({ enabled: (body as { enabled: boolean }).enabled })];
        return ok(list[0]);
      },
      "DELETE /api/v1/webhooks/1": () => {
        list = [];
        return ok(null);
      },
    });
    const { user } = await openWebhooks();
    expect(await screen.findByText("连续投递失败，已自动停用")).toBeInTheDocument();
    const toggle = screen.getByRole("checkbox", { name: "启用 内容系统" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "启用 内容系统" })).toBeChecked());
    expect(api.calls.find((call) => call.url === "/api/v1/webhooks/1/enabled")?.body).toEqual({ enabled: true });
    expect(screen.queryByText("连续投递失败，已自动停用")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "删除 内容系统" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "删除地址" }));
    await user.click(confirm.getByRole("button", { name: "删除" }));
    expect(await screen.findByText("还没有 Webhook 地址")).toBeInTheDocument();
  });

  it("shows the delivery log with status code, duration and attempts; redelivers and sends a test ping", async () => {
    const api = mockApi(crmApi, {
      [LIST]: ok({ list: [endpoint()], max: 10 }),
      "GET /api/v1/webhooks/1/deliveries": ok({ list: [delivery(), delivery({ id: 12, eventId: "9a9a9a9a-0000-4000-8000-000000000002", eventType: "ping", status: "succeeded", attempts: 1, statusCode: 200, durationMs: 35, response: "ok" }), delivery({ id: 13, eventId: "7b7b7b7b-0000-4000-8000-000000000003", status: "pending", statusCode: null, error: "timeout", attempts: 2, durationMs: 10_000 })], total: 3 }),
      "POST /api/v1/webhooks/deliveries/11/redeliver": ok(null),
      "GET /api/v1/webhooks/deliveries/11/attempts": ok({
        list: [
          { attempt: 1, at: "2026-11-27T08:00:00.000Z", statusCode: null, durationMs: 10_000, error: "timeout", response: null },
          { attempt: 2, at: "2026-11-27T08:01:00.000Z", statusCode: 500, durationMs: 120, error: null, response: "internal error" },
        ],
      }),
      "POST /api/v1/webhooks/1/ping": ok({ eventId: "ping-1" }),
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole("button", { name: "投递记录 内容系统" }));
    const log = within(await screen.findByRole("region", { name: "投递记录 · 内容系统" }));
    const failed = within(await log.findByRole("row", { name: /3f2c9a10/ }));
    expect(failed.getByText("发布失败")).toBeInTheDocument();
    expect(failed.getByText("失败")).toBeInTheDocument();
    expect(failed.getByText("500")).toBeInTheDocument();
    expect(failed.getByText("120 ms")).toBeInTheDocument();
    expect(failed.getByRole("button", { name: "查看 8 次尝试" })).toBeInTheDocument();
    expect(failed.getByText("internal error")).toBeInTheDocument();
    const retrying = within(log.getByRole("row", { name: /7b7b7b7b/ }));
    expect(retrying.getByText("重试中")).toBeInTheDocument();
    expect(retrying.getByText("超时")).toBeInTheDocument();
    expect(retrying.getByRole("button", { name: "重新发送 7b7b7b7b" })).toBeDisabled();

    await user.click(failed.getByRole("button", { name: "查看 8 次尝试" }));
    const attempts = within(await screen.findByRole("dialog", { name: "尝试记录 · 3f2c9a10" }));
    expect(await attempts.findByRole("row", { name: /超时/ })).toBeInTheDocument();
    expect(attempts.getByRole("row", { name: /500/ })).toHaveTextContent("internal error");
    await user.click(attempts.getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(failed.getByRole("button", { name: "重新发送 3f2c9a10" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST" && call.url === "/api/v1/webhooks/deliveries/11/redeliver")).toBe(true));
    await user.click(log.getByRole("button", { name: "发送测试" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST" && call.url === "/api/v1/webhooks/1/ping")).toBe(true));
  });

  it("speaks English", async () => {
    mockApi(crmApi, { [LIST]: ok({ list: [endpoint()], max: 10 }) });
    const { user } = await openWebhooks("en");
    expect(await screen.findByRole("button", { name: "Add endpoint" })).toBeInTheDocument();
    const row = within(await screen.findByRole("row", { name: /内容系统/ }));
    expect(row.getByText("Post succeeded")).toBeInTheDocument();
    expect(row.getByText("Post failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add endpoint" }));
    await user.type(dialog.getByRole("textbox", { name: "Endpoint URL" }), "nope");
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(await dialog.findByText("Enter a full URL starting with http:// or https://")).toBeInTheDocument();
  });
});
