import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { webhookSettingsOf } from "./webhook-settings.ts";

describe("webhook settings", () => {
  it("guard addresses and take https only in production; any http(s) URL on a development machine", () => {
    expect(webhookSettingsOf(loadConfig({ NODE_ENV: "production" }))).toMatchObject({ guardAddresses: true, requireHttps: true, timeoutMs: 10_000, disableAfterFailures: 50 });
    expect(webhookSettingsOf(loadConfig({ NODE_ENV: "development" }))).toMatchObject({ guardAddresses: false, requireHttps: false });
    expect(webhookSettingsOf(loadConfig({ NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "false" }))).toMatchObject({ guardAddresses: true, requireHttps: false });
  });

  it("reads the retry schedule in seconds and refuses one that is not", () => {
    expect(webhookSettingsOf(loadConfig({})).retryScheduleMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(webhookSettingsOf(loadConfig({ WEBHOOK_RETRY_SCHEDULE: "0.2,1.5" })).retryScheduleMs).toEqual([200, 1500]);
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: "1m,5m" })).toThrow(/WEBHOOK_RETRY_SCHEDULE="1m,5m": must be seconds separated by commas/);
  });
});
