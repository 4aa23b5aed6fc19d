import path from "node:path";
import { createPlatformSandbox } from "@cdp/platform-sandbox";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import { loopbackOnly } from "../../http/loopback-only.ts";
import { createMemoryCallWindows } from "./call-windows.ts";
import { createDatabaseCallWindows, purgeCallWindowsBefore } from "./call-windows.data.ts";
import { createDatabaseUsageLedger, purgeUsageBefore } from "./usage-ledger.data.ts";
import type { DomainModule } from "../domain-module.ts";
import { createPlatformAdapters, type PlatformAdapters } from "./platforms.ts";
import { createUsageToday } from "./usage-today.ts";

export type PlatformsApi = {
  adapters: PlatformAdapters;
  /** Platforms that talk to the built-in sandbox because their app credentials are not set. */
  sandboxed: ("tiktok" | "youtube")[];
  /** Whether this process serves the sandbox at /sandbox. */
  servesSandbox: boolean;
  /** Forgets quota counters of days before `day` (YYYY-MM-DD), and call windows unused since; how many rows went. */
  purgeUsageBefore(day: string): Promise<number>;
  /** Today's daily usage per platform (system health). */
  usageToday: ReturnType<typeof createUsageToday>;
};

export type PlatformsDeps = {
  db: AppDb;
  config: Pick<AppConfig, "env" | "runMode" | "dataDir" | "platforms" | "database">;
  clock: Clock;
  /** How this process reaches itself (its listening address), known once it listens. */
  selfOrigin: () => string;
  /** Adapters to use instead of the configured ones (tests). */
  adapters?: PlatformAdapters;
};

/**
 * TikTok and YouTube adapters. Without app credentials a platform talks to the built-in sandbox,
 * served at /sandbox unless PLATFORM_SANDBOX_URL points elsewhere. A worker serves no pages: it
 * reaches the API process's sandbox through PUBLIC_URL.
 */
export function createPlatformsModule(deps: PlatformsDeps): DomainModule<PlatformsApi> {
  const { config, clock } = deps;
  const platformsConfig = config.platforms;
  const sandboxed = (["tiktok", "youtube"] as const).filter((platform) => !platformsConfig[platform]);
  const serveSandbox = config.runMode !== "worker";
  const sandbox =
    serveSandbox && platformsConfig.sandboxUrl === null && sandboxed.length > 0
      ? createPlatformSandbox({
          stateFile: path.join(config.dataDir, "sandbox", "state.json"),
          controlRoutes: config.env !== "production",
          now: () => clock().getTime(),
        })
      : null;
  const adapters =
    deps.adapters ??
    createPlatformAdapters({
      config: platformsConfig,
      ledger: createDatabaseUsageLedger(deps.db),
      // Only this process can open the embedded database, so it alone makes platform calls.
      callWindows: config.database.kind === "pglite" ? createMemoryCallWindows() : createDatabaseCallWindows(deps.db),
      now: clock,
      sandboxServerBase: () =>
        platformsConfig.sandboxUrl ?? `${!serveSandbox && platformsConfig.publicUrl ? platformsConfig.publicUrl : deps.selfOrigin()}/sandbox`,
      sandboxBrowserBase: platformsConfig.sandboxUrl ?? `${platformsConfig.publicUrl ?? ""}/sandbox`,
    });
  return {
    name: "platforms",
    ...(sandbox
      ? {
          pageRoutes: async (scope) => {
            scope.addHook("onRequest", loopbackOnly((url) => url.startsWith("/sandbox/_control")));
            await scope.register(sandbox.plugin, { prefix: "/sandbox" });
          },
        }
      : {}),
    api: { adapters, sandboxed: [...sandboxed], servesSandbox: serveSandbox, purgeUsageBefore: async (day) => (await purgeUsageBefore(deps.db, day)) + (await purgeCallWindowsBefore(deps.db, Date.parse(day))),
      usageToday: createUsageToday({ db: deps.db, clock, youtubeQuota: platformsConfig.youtubeQuota }),
    },
  };
}
