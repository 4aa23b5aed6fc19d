import type { MyPlan } from "@cdp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const MB = 1024 * 1024;
const freePlan: MyPlan = {
  plan: "free",
  cycleEndsAt: null,
  nextPlan: null,
  plans: [
    { plan: "free", maxAccounts: 5, maxUploadBytes: 100 * MB, publishesPerDay: 20, analytics: false },
    { plan: "pro", maxAccounts: 100, maxUploadBytes: 2048 * MB, publishesPerDay: 1000, analytics: true },
  ],
  upgradeRequest: null,
};

describe("permission management page", () => {
  it("shows the plan's limits and upgrades with a redeem code", async () => {
    const api = mockApi(crmApi, {
      "GET /api/v1/plan": ok(freePlan),
      "POST /api/v1/plan/redeem": (body) =>
        (body as { code: string }).code === "GOOD-CODE" ? ok({ ...freePlan, plan: "pro", cycleEndsAt: "2026-12-23T00:00:00.000Z" }) : fail(400, "兑换码无效或已被使用"),
    });
    signIn();
    const { user } = renderApp("/CRM/permissionManage");
    const table = await screen.findByRole("table", { name: "套餐权益" });
    expect(within(within(table).getByRole("row", { name: /可绑定账号数/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["可绑定账号数", "5", "100"]);
    expect(screen.getByText("免费版没有计费周期")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "兑换码" }), "USED-CODE");
    await user.click(screen.getByRole("button", { name: "立即兑换" }));
    expect(await screen.findByText("兑换码无效或已被使用")).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "兑换码" }));
    await user.type(screen.getByRole("textbox", { name: "兑换码" }), "GOOD-CODE");
    await user.click(screen.getByRole("button", { name: "立即兑换" }));
    expect(api.calls.filter((call) => call.url === "/api/v1/plan/redeem")).toHaveLength(2);
  });

  it("says why the plan did not load and loads it again on 重试", async () => {
    let calls = 0;
    mockApi(crmApi, { "GET /api/v1/plan": () => ((calls += 1) <= 2 ? fail(500, "服务暂时不可用") : ok(freePlan)) });
    signIn();
    const { user } = renderApp("/CRM/permissionManage");
    // The app asks once more by itself before it shows the failure.
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText("套餐信息加载失败")).toBeInTheDocument();
    expect(within(alert).getByText("服务暂时不可用")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("table", { name: "套餐权益" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
