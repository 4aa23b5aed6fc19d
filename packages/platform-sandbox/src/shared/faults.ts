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

export type Faults = {
  get(): FaultSettings;
  set(changes: Partial<FaultSettings>): FaultSettings;
  /** Which fault, if any, hits this request. */
  draw(): "none" | "server_error" | "rate_limit" | "drop";
};

export function createFaults(initial: Partial<FaultSettings> = {}, random: () => number = Math.random): Faults {
  let settings: FaultSettings = { ...NO_FAULTS, ...initial };
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
