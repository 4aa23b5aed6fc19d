import type { AppConfig } from "../../config/env.ts";

/** How deliveries are timed and guarded (WEBHOOK_* settings; docs/configuration.md). */
export type WebhookSettings = {
  timeoutMs: number;
  /** Waits after the 1st, 2nd, … failed attempt; when they are used up the delivery fails. */
  retryScheduleMs: number[];
  /** The endpoint is turned off after this many failed attempts in a row … */
  disableAfterFailures: number;
  /** … or once it has failed without a success for this long. */
  disableAfterMs: number;
  /** Refuse loopback, private, link-local and reserved addresses (production, unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES). */
  guardAddresses: boolean;
  /** Only https:// URLs may be registered (production). */
  requireHttps: boolean;
  /** How often a worker looks for new events and stalled deliveries. */
  relayIntervalMs: number;
  /** A claim outlives the attempt's timeout by this much. */
  leaseMarginMs: number;
  /** An attempt ends by then on the clock, however long the server itself was held (half the margin before its claim runs out). */
  attemptWallLimitMs: number;
};

const LEASE_MARGIN_MS = 5_000;

export function webhookSettingsOf(config: Pick<AppConfig, "env" | "webhooks">): WebhookSettings {
  const { webhooks } = config;
  return {
    timeoutMs: webhooks.timeoutMs,
    retryScheduleMs: webhooks.retryScheduleMs,
    disableAfterFailures: webhooks.disableAfterFailures,
    disableAfterMs: 3 * 24 * 3_600_000,
    guardAddresses: !webhooks.allowPrivateAddresses,
    requireHttps: config.env === "production",
    relayIntervalMs: webhooks.relayIntervalMs,
    leaseMarginMs: LEASE_MARGIN_MS,
    attemptWallLimitMs: webhooks.timeoutMs + LEASE_MARGIN_MS / 2,
  };
}
