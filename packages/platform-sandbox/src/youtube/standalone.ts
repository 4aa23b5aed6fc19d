import Fastify from "fastify";
import { createFaults, type FaultSettings, type Faults } from "../shared/faults.ts";
import { createYoutubeSandbox, type YoutubeSandboxControl } from "./youtube-sandbox.ts";
import type { YoutubeSandboxSettings } from "./settings.ts";
import { standaloneServerOptions } from "../standalone-errors.ts";

export type StandaloneYoutubeSandbox = {
  /** Base URL; the YouTube routes are under `${url}/youtube`. */
  url: string;
  control: YoutubeSandboxControl;
  faults: Faults;
  snapshot(): unknown;
  restore(state: unknown): void;
  close(): Promise<void>;
};

/** The YouTube sandbox alone on a free port, mounted at `/youtube` (tests of the sandbox and of the connector). */
export async function startYoutubeSandbox(
  options: { now?: () => number; random?: () => number; faults?: Partial<FaultSettings>; settings?: Partial<YoutubeSandboxSettings> } = {},
): Promise<StandaloneYoutubeSandbox> {
  const faults = createFaults(options.faults, options.random);
  const part = createYoutubeSandbox({ now: options.now ?? Date.now, random: options.random ?? Math.random, faults }, options.settings ?? {});
  const app = Fastify(standaloneServerOptions);
  await app.register(part.plugin, { prefix: "/youtube" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, control: part.control, faults, snapshot: part.snapshot, restore: part.restore, close: () => app.close() };
}
