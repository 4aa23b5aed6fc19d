import type { SurfaceClient } from "@cdp/api-client";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi, crmStorage } from "../../../shared/api/index.ts";
import { mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { accountPage, groupList, tiktokAccount } from "../test/publish-fixtures.ts";

const MB = 1024 * 1024;

describe("the publish screens' uploads follow the plan's size limit", () => {
  it("refuses a video over the operator's plan with the spec's message, before asking for a signature", async () => {
    mockApi(crmStorage as SurfaceClient, {});
    const api = mockApi(crmApi, {
      "GET /api/v1/accounts": accountPage([tiktokAccount]),
      "GET /api/v1/account-groups": groupList([]),
      "GET /api/v1/plan": ok({
        plan: "free",
        cycleEndsAt: null,
        nextPlan: null,
        plans: [
          { plan: "free", maxAccounts: 5, maxUploadBytes: 2 * MB, publishesPerDay: 20, analytics: false },
          { plan: "pro", maxAccounts: 200, maxUploadBytes: 5120 * MB, publishesPerDay: 1000, analytics: true },
        ],
        upgradeRequest: null,
      }),
      "GET /api/v1/publish/options": ok({ list: [] }),
    });
    signIn();
    const { user, container } = renderApp("/CRM/dataSend/index");
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    expect(await screen.findByText(/单个文件不超过 2 MB/)).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, new File([new Uint8Array(2 * MB + 1)], "big.mp4", { type: "video/mp4" }));
    expect(await screen.findByText("选择文件最大为2M")).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes("systemOssByUrl_v2"))).toBe(false);
  });
});
