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
import { createAnalyticsService } from "./analytics.service.ts";
import { noPublishedPostsYet, type PublishedPosts } from "./published-posts.ts";

export type AnalyticsDeps = {
  db: AppDb;
  platforms: Pick<PlatformsApi, "adapters">;
  accounts: Pick<AccountsApi, "tokens">;
  plans: Pick<PlansApi["plans"], "hasAnalytics" | "assertAnalytics">;
  /** Posts the product published (the publishing engine); none until it exists. */
  posts?: PublishedPosts;
  clock: Clock;
  log: () => { warn(message: string): void };
};

export type AnalyticsApi = {
  /** Extends one account's history now (e.g. right after linking) instead of at the next hourly run. */
  collect: ReturnType<typeof createAnalyticsCollector>["collect"];
  data: ReturnType<typeof createAnalyticsData>;
};

/** Wires analytics: the stored daily history per account, its monthly rollup, the queries and exports. */
export function createAnalyticsModule(deps: AnalyticsDeps): DomainModule<AnalyticsApi> {
  const data = createAnalyticsData(deps.db);
  const collector = createAnalyticsCollector({ data, adapters: deps.platforms.adapters, tokens: deps.accounts.tokens, clock: deps.clock, log: deps.log });
  const analytics = createAnalyticsService({ data, plans: deps.plans, posts: deps.posts ?? noPublishedPostsYet, clock: deps.clock });
  return {
    name: "analytics",
    crmRoutes: async (scope) => scope.register(analyticsRoutes, { analytics, plans: deps.plans }),
    jobs: { definitions: analyticsJobDefinitions, handlers: analyticsJobHandlers({ collector }) },
    api: { collect: collector.collect, data },
  };
}
