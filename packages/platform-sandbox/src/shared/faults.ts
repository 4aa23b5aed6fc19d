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

/** Endpoints a planned failure can aim at (`publish_init`: TikTok's video, inbox and photo inits). */
export const PLANNED_ENDPOINTS = ["publish_init"] as const;

/**
 * A deterministic fault, unlike the rates: the next `count` calls of `endpoint` for `creator` (an
 * open id, username or display name) answer the platform error `error` with HTTP `status`.
 */
export type PlannedFailure = { endpoint: (typeof PLANNED_ENDPOINTS)[number]; creator: string; count: number; error: string; status: number };

export type Faults = {
  get(): FaultSettings;
  set(changes: Partial<FaultSettings>): FaultSettings;
  /** Which fault, if any, hits this request. */
  draw(): "none" | "server_error" | "rate_limit" | "drop";
  /** Adds a planned failure; returns every one still pending. */
  plan(failure: PlannedFailure): PlannedFailure[];
  planned(): PlannedFailure[];
  clearPlanned(): void;
  /** The planned failure this call of `endpoint` by a creator known by `names` takes (counting it down), if any. */
  takePlanned(endpoint: PlannedFailure["endpoint"], names: string[]): { error: string; status: number } | null;
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
      pending.push({ ...failure });
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
      return { error: failure.error, status: failure.status };
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
