import type { Clock } from "../../clock.ts";
import type { AnalyticsApi } from "../analytics/analytics.module.ts";
import type { DomainModule } from "../domain-module.ts";
import type { SystemApi } from "../system/system.module.ts";
import { demoJobHandlers, seedDemoWorkspaceJob } from "./demo.jobs.ts";
import { noProgress, seedDemoWorkspace, type DemoProgress } from "./demo-workspace.ts";

const SEEDED_KEY = "demo.workspaceSeeded";
const PROGRESS_KEY = "demo.workspaceProgress";

export type DemoApi = {
  /** Sends the seeding job when the workspace was never seeded (a fresh database). */
  scheduleIfFresh(send: (at: Date) => Promise<void>): Promise<void>;
};

/** The demo operator's workspace (outside production, on a fresh database only). */
export function createDemoModule(deps: {
  settings: Pick<SystemApi["settings"], "get" | "set">;
  selfOrigin(): string;
  operator: { email: string; password: string };
  analytics: Pick<AnalyticsApi, "collect" | "collectPostFigures" | "data">;
  clock: Clock;
  storageDriver: string;
  log: () => { info(object: object, message: string): void; warn(message: string): void; debug?(message: string): void };
}): DomainModule<DemoApi> {
  const progress = {
    load: async (): Promise<DemoProgress> => ({ ...noProgress(), ...(await deps.settings.get<DemoProgress>(PROGRESS_KEY)) }),
    save: (value: DemoProgress) => deps.settings.set(PROGRESS_KEY, value),
  };
  const tries = (seedDemoWorkspaceJob.retryLimit ?? 0) + 1;
  return {
    name: "demo",
    jobs: {
      definitions: [seedDemoWorkspaceJob],
      handlers: demoJobHandlers(async (attempt) => {
        if (await deps.settings.get(SEEDED_KEY)) return;
        let ids: number[];
        try {
          ids = await seedDemoWorkspace({ ...deps, progress, log: deps.log() });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          // The first tries may run before this server listens; only the last one is worth a line.
          if (attempt + 1 < tries) {
            deps.log().debug?.(`demo workspace: try ${attempt + 1} of ${tries} failed, will retry: ${reason}`);
            throw error;
          }
          deps.log().warn(`Demo workspace not set up: gave up after ${tries} tries (${reason}). It is not tried again on this database.`);
          await deps.settings.set(SEEDED_KEY, { gaveUp: true, reason, at: deps.clock().toISOString() });
          return;
        }
        await deps.settings.set(SEEDED_KEY, { accountIds: ids, at: deps.clock().toISOString() });
        deps.log().info({ accountIds: ids }, `Demo workspace ready: ${ids.length} sandbox accounts with their figures for ${deps.operator.email}`);
      }),
    },
    api: {
      async scheduleIfFresh(send) {
        if ((await deps.settings.get(SEEDED_KEY)) === null) await send(new Date(deps.clock().getTime() + 3000));
      },
    },
  };
}
