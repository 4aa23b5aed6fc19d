import type { FastifyPluginAsync } from "fastify";
import type { Faults } from "./faults.ts";

/** What every platform sandbox is built from. */
export type PlatformSandboxDeps = {
  /** Milliseconds since the epoch; tests move it to expire tokens and advance statuses. */
  now: () => number;
  faults: Faults;
  random: () => number;
};

/** A platform's sandbox: its routes, its test hooks, and its state as plain JSON (kept across restarts). */
export type PlatformSandboxPart<Control> = {
  plugin: FastifyPluginAsync;
  control: Control;
  snapshot(): unknown;
  restore(state: unknown): void;
};
