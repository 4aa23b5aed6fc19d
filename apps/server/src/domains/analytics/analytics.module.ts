import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { AccountsApi } from "../accounts/accounts.module.ts";
import type { DomainModule } from "../domain-module.ts";
import type { PlansApi } from "../plans/plans.module.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import { createAnalyticsCollector } from "./analytics-collector.ts";
import { createAnalyticsData } from "./analytics.data.ts";
import { analyticsJobDefinitions, analyticsJobHandlers } from "./analytics.jobs.ts";
import { analyticsRoutes } from "./analytics.routes.ts";
import { createBestTimesData } from "./best-times.data.ts";
import { bestTimesRoutes } from "./best-times.routes.ts";
import { createBestTimesService } from "./best-times.service.ts";
import { createAnalyticsService } from "./analytics.service.ts";
import { createPostFiguresCollector } from "./post-figures-collector.ts";
import { createPostFiguresData } from "./post-figures.data.ts";
import type { PublishedPosts } from "./published-posts.ts";

export type AnalyticsDeps = {
  db: AppDb;
  platforms: Pick<PlatformsApi, "adapters">;
  accounts: Pick<AccountsApi, "tokens">;
  plans: Pick<PlansApi["plans"], "hasAnalytics" | "assertAnalytics">;
  /** Posts the product published (publishing's records), whose figures are read by their real video ids. */
  posts: PublishedPosts;
  clock: Clock;
  log: () => { warn(message: string): void };
};

export type AnalyticsApi = {
  /** Extends one account's history now (e.g. right after linking) instead of at the next hourly run. */
  collect: ReturnType<typeof createAnalyticsCollector>["collect"];
  /** Reads the due posts' figures now instead of at the next hourly run. */
  collectPostFigures: ReturnType<typeof createPostFiguresCollector>["collectAll"];
  data: ReturnType<typeof createAnalyticsData>;
};

/** Wires analytics: the stored daily history per account, its monthly rollup, per-post figures, the queries and exports. */
export function createAnalyticsModule(deps: AnalyticsDeps): DomainModule<AnalyticsApi> {
  const data = createAnalyticsData(deps.db);
  const collector = createAnalyticsCollector({ data, adapters: deps.platforms.adapters, tokens: deps.accounts.tokens, clock: deps.clock, log: deps.log });
  const postFigures = createPostFiguresData(deps.db);
  const postCollector = createPostFiguresCollector({
    data: postFigures,
    posts: deps.posts,
    collectableAccountIds: async () => new Set((await data.collectableAccounts()).map((account) => account.id)),
    adapters: deps.platforms.adapters,
    tokens: deps.accounts.tokens,
    clock: deps.clock,
    log: deps.log,
  });
  const analytics = createAnalyticsService({ data, plans: deps.plans, posts: deps.posts, postFigures, clock: deps.clock });
  const bestTimes = createBestTimesService({ data: createBestTimesData(deps.db), clock: deps.clock });
  return {
    name: "analytics",
    crmRoutes: async (scope) => {
      await scope.register(analyticsRoutes, { analytics, plans: deps.plans });
      await scope.register(bestTimesRoutes, { bestTimes });
    },
    jobs: { definitions: analyticsJobDefinitions, handlers: analyticsJobHandlers({ collector, postCollector }) },
    api: { collect: collector.collect, collectPostFigures: postCollector.collectAll, data },
  };
}
