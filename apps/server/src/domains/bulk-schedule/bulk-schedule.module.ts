import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import type { PublishingApi } from "../publishing/publishing.module.ts";
import { createBulkScheduleData } from "./bulk-schedule.data.ts";
import { bulkScheduleRoutes } from "./bulk-schedule.routes.ts";
import { createBulkScheduleService } from "./bulk-schedule.service.ts";

export type BulkScheduleDeps = { db: AppDb; publishing: Pick<PublishingApi, "createMany">; clock: Clock };

/** 批量排期导入: publish tasks from an Excel workbook, created by publishing under the form's rules. */
export function createBulkScheduleModule(deps: BulkScheduleDeps): DomainModule {
  const bulk = createBulkScheduleService({ data: createBulkScheduleData(deps.db), publishing: deps.publishing, clock: deps.clock });
  return {
    name: "bulk-schedule",
    crmRoutes: async (scope) => scope.register(bulkScheduleRoutes, { bulk }),
    api: {},
  };
}
