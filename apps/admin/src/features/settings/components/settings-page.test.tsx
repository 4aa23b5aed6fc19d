import { LANGUAGE_STORAGE_KEY, type PlanRules } from "@cdp/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const GET = "GET /admin/api/v1/settings/plan-rules";
const SAVE = "POST /admin/api/v1/settings/plan-rules";
const defaults: PlanRules = { memberOnly: ["analytics", "analyticsExport"], reclaim: { action: "disable", warningDays: 14 } };

async function openSettings() {
  signIn();
  const rendered = renderApp("/admin/settings");
  await screen.findByRole("heading", { level: 1, name: "系统设置" });
  return rendered;
}

describe("系统设置", () => {
  it("shows the current rules and saves the changes with the keyboard", async () => {
    const api = mockApi(adminApi, { [GET]: ok(defaults), [SAVE]: (body) => ok(body, "保存成功") });
    const { user } = await openSettings();
    const analytics = await screen.findByRole("checkbox", { name: /^数据分析/ });
    expect(analytics).toBeChecked();
    expect(screen.getByRole("radio", { name: "停用登录，保留数据（默认）" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "提醒后等待天数" })).toHaveValue(14);

    await user.click(analytics);
    await user.click(screen.getByRole("radio", { name: "仅标记，不做处理" }));
    const days = screen.getByRole("spinbutton", { name: "提醒后等待天数" });
    await user.clear(days);
    await user.type(days, "7{Enter}");
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/settings/plan-rules" && call.method === "POST")?.body).toEqual({ memberOnly: ["analyticsExport"], reclaim: { action: "flagOnly", warningDays: 7 } }));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
  });

  it("does not send a warning period outside 1 to 60 days", async () => {
    const api = mockApi(adminApi, { [GET]: ok(defaults), [SAVE]: (body) => ok(body) });
    const { user } = await openSettings();
    const days = await screen.findByRole("spinbutton", { name: "提醒后等待天数" });
    await user.clear(days);
    await user.type(days, "0");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByText("提醒后的等待天数须为1到60天")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "POST" && call.url === "/admin/api/v1/settings/plan-rules")).toBe(false);
  });

  it("shows a failed load with a retry, and speaks English", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    let broken = true;
    mockApi(adminApi, { [GET]: () => (broken ? fail(500, "Server error") : ok(defaults)) });
    signIn();
    const { user } = renderApp("/admin/settings");
    expect(await screen.findByText("Could not load the settings")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: /Data analysis/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Disable sign-in, keep the data (default)" })).toBeChecked();
  });
});
