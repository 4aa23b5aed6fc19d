import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import type { MediaApi } from "../media/media.module.ts";
import { createFileSharesData } from "./file-shares.data.ts";
import { adminFileShareRoutes, crmFileShareRoutes } from "./file-shares.routes.ts";
import { createFileSharesService } from "./file-shares.service.ts";

/** Shared files: administrators register uploads under a name; operators list them read-only. */
export function createFileSharesModule(deps: { db: AppDb; media: Pick<MediaApi, "findByKey"> }): DomainModule {
  const fileShares = createFileSharesService({ data: createFileSharesData(deps.db), media: deps.media });
  return {
    name: "file-shares",
    crmRoutes: async (scope) => scope.register(crmFileShareRoutes, { fileShares }),
    adminRoutes: async (scope) => scope.register(adminFileShareRoutes, { fileShares }),
    api: {},
  };
}
