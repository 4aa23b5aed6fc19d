import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Fault injection for reliability tests, set per sandbox (options, `PUT /sandbox/_control/faults`).
 * Rates are probabilities between 0 and 1, drawn once per request.
 */
export type FaultSettings = {
  /** Share of requests answered with a 5xx in the platform's error shape. */
  serverErrorRate: number;
  /** Share of requests answered with a 429 in the platform's error shape. */
  rateLimitRate: number;
  /** Share of requests whose connection is dropped without an answer. */
  dropRate: number;
  /** Delay before every answer. */
  latencyMs: number;
  /** Every access token counts as expired (the connector must refresh). */
  expireAccessTokens: boolean;
};

export const NO_FAULTS: FaultSettings = {
  serverErrorRate: 0,
  rateLimitRate: 0,
  dropRate: 0,
  latencyMs: 0,
  expireAccessTokens: false,
};

/**
 * Endpoints a planned failure can aim at: `publish_init` (TikTok's video, inbox and photo inits),
 * `upload_last_chunk` (the TikTok PUT completing a FILE_UPLOAD), `youtube_session` (the resumable
 * POST opening a session), `youtube_last_chunk` (the YouTube PUT completing an upload).
 */
export const PLANNED_ENDPOINTS = ["publish_init", "upload_last_chunk", "youtube_session", "youtube_last_chunk"] as const;
export type PlannedEndpoint = (typeof PLANNED_ENDPOINTS)[number];

/**
 * `refuse`: answer the platform error `error` with HTTP `status`, doing nothing. `act_then_drop`:
 * do the call completely, then close the connection without an answer. `act_then_delay`: do it,
 * then answer normally after `delayMs` (so a client with a shorter timeout gives up).
 */
export const PLANNED_MODES = ["refuse", "act_then_drop", "act_then_delay"] as const;

export type PlannedRefusal = { mode: "refuse"; error: string; status: number };
export type PlannedAct = { mode: "act_then_drop" } | { mode: "act_then_delay"; delayMs: number };

/**
 * A deterministic fault, unlike the rates: the next `count` calls of `endpoint` for `creator` (a
 * TikTok open id, username or display name; a YouTube channel id, channel title, handle, Google
 * account id, email or name) meet it.
 */
export type PlannedFailure = { endpoint: PlannedEndpoint; creator: string; count: number } & (PlannedRefusal | PlannedAct);

/** What `plan` takes: a refusal may leave out its mode (the default). */
export type PlannedFailureInput = PlannedFailure | (Omit<PlannedFailure & PlannedRefusal, "mode"> & { mode?: "refuse" });

export type Faults = {
  get(): FaultSettings;
  set(changes: Partial<FaultSettings>): FaultSettings;
  /** Which fault, if any, hits this request. */
  draw(): "none" | "server_error" | "rate_limit" | "drop";
  /** Adds a planned failure; returns every one still pending. */
  plan(failure: PlannedFailureInput): PlannedFailure[];
  planned(): PlannedFailure[];
  clearPlanned(): void;
  /** The planned failure this call of `endpoint` by a creator known by `names` takes (counting it down), if any. */
  takePlanned(endpoint: PlannedEndpoint, names: string[]): PlannedRefusal | PlannedAct | null;
};

export function createFaults(initial: Partial<FaultSettings> = {}, random: () => number = Math.random): Faults {
  let settings: FaultSettings = { ...NO_FAULTS, ...initial };
  let pending: PlannedFailure[] = [];
  return {
    get: () => settings,
    set(changes) {
      settings = { ...settings, ...changes };
      return settings;
    },
    draw() {
      const roll = random();
      if (roll < settings.dropRate) return "drop";
      if (roll < settings.dropRate + settings.serverErrorRate) return "server_error";
      if (roll < settings.dropRate + settings.serverErrorRate + settings.rateLimitRate) return "rate_limit";
      return "none";
    },
    plan(failure) {
      pending.push(failure.mode === "act_then_drop" || failure.mode === "act_then_delay" ? { ...failure } : { ...failure, mode: "refuse" });
      return structuredClone(pending);
    },
    planned: () => structuredClone(pending),
    clearPlanned() {
      pending = [];
    },
    takePlanned(endpoint, names) {
      const failure = pending.find((entry) => entry.endpoint === endpoint && names.includes(entry.creator));
      if (!failure) return null;
      failure.count -= 1;
      pending = pending.filter((entry) => entry.count > 0);
      if (failure.mode === "refuse") return { mode: "refuse", error: failure.error, status: failure.status };
      return failure.mode === "act_then_delay" ? { mode: failure.mode, delayMs: failure.delayMs } : { mode: failure.mode };
    },
  };
}

/** How a platform words an injected failure (its own error envelope). */
export type FaultReplies = {
  serverError(reply: FastifyReply): FastifyReply;
  rateLimit(reply: FastifyReply): FastifyReply;
};

/**
 * An `onRequest` hook applying the faults to a platform's API routes. Pages meant for people
 * (consent, scan, device pages) and control routes should be registered outside its scope.
 */
export function faultHook(faults: Faults, replies: FaultReplies) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { latencyMs } = faults.get();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    switch (faults.draw()) {
      case "drop":
        request.raw.socket.destroy();
        return reply.hijack();
      case "server_error":
        return replies.serverError(reply);
      case "rate_limit":
        return replies.rateLimit(reply);
      case "none":
        return undefined;
    }
  };
}
