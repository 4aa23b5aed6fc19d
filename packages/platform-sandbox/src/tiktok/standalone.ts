import Fastify from "fastify";
import { createFaults, type FaultSettings, type Faults } from "../shared/faults.ts";
import { createTiktokSandbox, type TiktokSandboxControl } from "./tiktok-sandbox.ts";
import type { TiktokSandboxSettings } from "./settings.ts";
import { standaloneServerOptions } from "../standalone-errors.ts";

const ALL_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.list", "video.publish", "video.upload"];

export type TiktokTokenResponse = { open_id: string; scope: string; access_token: string; refresh_token: string; expires_in: number };

type ScriptedFault = ReturnType<Faults["draw"]>;

export type RunningTiktokSandbox = {
  /** Origin, e.g. `http://127.0.0.1:41234`; the API lives under `${url}/tiktok`. */
  url: string;
  control: TiktokSandboxControl;
  faults: Faults;
  /** The next API requests meet these faults, in order (then the configured rates apply again). */
  scriptFaults(...next: ScriptedFault[]): void;
  /** Links a creator the way a person would (QR flow over HTTP) and returns the token response. */
  grant(openId: string, scopes?: string[]): Promise<TiktokTokenResponse>;
  /** The sandbox's state as plain JSON, and back (what the product keeps across restarts). */
  snapshot(): unknown;
  restore(state: unknown): void;
  /** The sandbox clock (ms). */
  now(): number;
  /** Moves the sandbox clock. */
  advance(ms: number): void;
  close(): Promise<void>;
};

/**
 * The TikTok sandbox alone on its own port, mounted at `/tiktok`, with a movable clock and scripted
 * faults (tests of the sandbox and of the TikTok connector).
 */
export async function startTiktokSandbox(
  options: { settings?: Partial<TiktokSandboxSettings>; faults?: Partial<FaultSettings>; startAt?: number } = {},
): Promise<RunningTiktokSandbox> {
  let clock = options.startAt ?? Date.now();
  const queue: ScriptedFault[] = [];
  const base = createFaults(options.faults);
  const faults: Faults = { ...base, draw: () => queue.shift() ?? base.draw() };
  const part = createTiktokSandbox({ now: () => clock, random: Math.random, faults }, options.settings ?? {});
  const app = Fastify(standaloneServerOptions);
  await app.register(part.plugin, { prefix: "/tiktok" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const postForm = async (path: string, form: Record<string, string>) => {
    const answer = await fetch(`${url}/tiktok${path}`, { method: "POST", body: new URLSearchParams(form) });
    return (await answer.json()) as Record<string, string>;
  };
  const { clientKey, clientSecret } = part.control.settings();
  const grant = async (openId: string, scopes = ALL_SCOPES) => {
    const { token } = await postForm("/v2/oauth/get_qrcode/", { client_key: clientKey, scope: scopes.join(",") });
    part.control.scanQr(token ?? "", openId, "standalone");
    part.control.confirmQr(token ?? "");
    const checked = await postForm("/v2/oauth/check_qrcode/", { client_key: clientKey, client_secret: clientSecret, token: token ?? "" });
    const code = new URL(checked.redirect_uri ?? "").searchParams.get("code") ?? "";
    const tokens = await postForm("/v2/oauth/token/", { client_key: clientKey, client_secret: clientSecret, grant_type: "authorization_code", code, redirect_uri: "" });
    return tokens as unknown as TiktokTokenResponse;
  };
  return {
    url,
    grant,
    control: part.control,
    faults,
    scriptFaults: (...next) => queue.push(...next),
    snapshot: part.snapshot,
    restore: part.restore,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    close: () => app.close(),
  };
}
