import type { AppDb } from "../../db/client.ts";
import { adminOk, crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import type { DomainModule } from "../domain-module.ts";
import type { PlansApi } from "../plans/plans.module.ts";
import type { StorageApi } from "../storage/storage.module.ts";
import { createUploadCompletion } from "./media-completion.ts";
import { createMediaSources, type MediaSources } from "./media-source.ts";
import { createMediaUsage } from "./media-usage.data.ts";
import { createMediaData } from "./media.data.ts";
import { mediaRoutes } from "./media.routes.ts";
import { createMediaService, type MediaService } from "./media.service.ts";

/**
 * What other domains may ask of media. `recordUpload` is the storage host's listener; the
 * publishing engine reads files through `openMediaSource` (media-source.ts).
 */
export type MediaApi = Pick<MediaService, "recordUpload" | "findByKey"> & MediaSources;

export type MediaDeps = {
  db: AppDb;
  storage: Pick<StorageApi, "driver" | "directUploads" | "inspectStoredFile">;
  plans: Pick<PlansApi["plans"], "maxUploadBytes">;
  /** True while a waiting publish item still needs the file (its delete is refused); read `within` the delete's transaction. */
  inUse(mediaId: number, within: AppDb): Promise<boolean>;
};

/** The media records: one per upload, listed, completed (direct-to-bucket uploads) and deleted by their owner. */
export function createMediaModule(deps: MediaDeps): DomainModule<MediaApi> {
  const { driver } = deps.storage;
  const media = createMediaService({
    data: createMediaData(deps.db),
    driver,
    usage: createMediaUsage(deps.db),
    inTransaction: (work) =>
      deps.db.transaction((tx) => {
        const within = tx as unknown as AppDb;
        return work({ data: createMediaData(within), usage: createMediaUsage(within), inUse: (mediaId) => deps.inUse(mediaId, within) });
      }),
  });
  const complete = createUploadCompletion({ media, storage: deps.storage, plans: deps.plans });
  return {
    name: "media",
    crmRoutes: async (scope) => scope.register(mediaRoutes, { media, driver, complete, surface: "crm", ok: (data) => crmOk(data) }),
    adminRoutes: async (scope) =>
      scope.register(mediaRoutes, { media, driver, complete, surface: "admin", ok: (data, request) => adminOk(data, requestLocale(request)) }),
    api: { recordUpload: media.recordUpload, findByKey: media.findByKey, ...createMediaSources({ db: deps.db, driver }) },
  };
}
