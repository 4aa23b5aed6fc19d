import type { Clock } from "../../clock.ts";
import type { AnalyticsApi } from "../analytics/analytics.module.ts";
import type { DomainModule } from "../domain-module.ts";
import type { SystemApi } from "../system/system.module.ts";
import { demoJobHandlers, seedDemoWorkspaceJob } from "./demo.jobs.ts";
import { seedDemoWorkspace } from "./demo-workspace.ts";

const SEEDED_KEY = "demo.workspaceSeeded";

export type DemoApi = {
  /** Sends the seeding job when the workspace was never seeded (a fresh database). */
  scheduleIfFresh(send: (at: Date) => Promise<void>): Promise<void>;
};

/** The demo operator's workspace (outside production, on a fresh database only). */
export function createDemoModule(deps: {
  settings: SystemApi["settings"];
  selfOrigin(): string;
  operator: { email: string; password: string };
  analytics: Pick<AnalyticsApi, "collect" | "collectPostFigures" | "data">;
  clock: Clock;
  log: () => { info(object: object, message: string): void; warn(message: string): void };
}): DomainModule<DemoApi> {
  return {
    name: "demo",
    jobs: {
      definitions: [seedDemoWorkspaceJob],
      handlers: demoJobHandlers(async () => {
        if (await deps.settings.get(SEEDED_KEY)) return;
        const ids = await seedDemoWorkspace(deps).catch((error: unknown) => {
          deps.log().warn(`the demo workspace is not ready yet (will retry): ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        });
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
