import type { Locale, StartLinkRequest } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { platformCall } from "../platforms/platform-error-mapping.ts";
import type { LinkingDeps } from "./link-deps.ts";
import type { LinkSessionRow } from "./link-sessions.data.ts";
import { hashState, newLinkState, randomToken } from "./link-state.ts";

/** How long a consent-page link stays usable. */
const REDIRECT_LINK_TTL_MS = 30 * 60 * 1000;

export type StartLinkInput = StartLinkRequest & { userId: number; origin: string; locale: Locale; adminId?: number };

/**
 * Starts linking for an operator (or, from the admin API, for an end user): a consent-page URL, or
 * a QR / device code whose poll is scheduled. Refused when the plan's allowance is used up, unless
 * an account of that platform waits to be authorised again.
 */
export function createLinkStarter(deps: LinkingDeps) {
  const { links, clock } = deps;
  return async function start(input: StartLinkInput): Promise<LinkSessionRow> {
    const max = await deps.plans.maxAccounts(input.userId);
    const used = await deps.accounts.countActive(input.userId);
    if (used >= max && !(await deps.accounts.hasReconnectNeeded(input.userId, input.platform))) {
      throw new AppError("PLAN_LIMIT_REACHED", { messageKey: "accounts.limitReached", params: { max } });
    }
    const adapter = deps.adapters[input.platform];
    const state = newLinkState(input.locale);
    const now = clock();
    const base = {
      id: randomToken(16),
      userId: input.userId,
      platform: input.platform,
      method: input.method,
      stateHash: hashState(state),
      createdByAdminId: input.adminId ?? null,
      createdAt: now,
    };
    if (input.method === "redirect") {
      const redirectUri = `${deps.config.publicUrl ?? input.origin}/api/v1/accounts/oauth/${input.platform}/callback`;
      return links.insert({
        ...base,
        redirectUri,
        authUrl: adapter.buildAuthorizeUrl({ state, redirectUri }),
        expiresAt: new Date(now.getTime() + REDIRECT_LINK_TTL_MS),
        pollIntervalSeconds: 0,
      });
    }
    const device = await platformCall(() => adapter.startDeviceLink({ state }));
    const nextPollAt = new Date(now.getTime() + device.intervalSeconds * 1000);
    const row = await links.insert({
      ...base,
      deviceHandleEncrypted: deps.cipher.encrypt(JSON.stringify(device.handle)),
      qrContent: device.qrContent,
      userCode: device.userCode,
      verificationUrl: device.verificationUrl,
      expiresAt: device.expiresAt,
      pollIntervalSeconds: device.intervalSeconds,
      nextPollAt,
    });
    await deps.schedulePoll(row.id, nextPollAt);
    return row;
  };
}
