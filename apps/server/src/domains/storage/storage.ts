import type { FastifyPluginAsync } from "fastify";
import path from "node:path";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { SessionResolver } from "../../http/auth-guard.ts";
import { adminOk, crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { createMediaData } from "../media/media.data.ts";
import { mediaRoutes } from "../media/media.routes.ts";
import { createMediaService, type MediaService } from "../media/media.service.ts";
import type { SystemSettingsData } from "../system/system-settings.data.ts";
import { createAliyunOssDriver } from "./aliyun-oss-driver.ts";
import { createLocalDriver } from "./local-driver.ts";
import { createS3Driver } from "./s3-driver.ts";
import { signatureRoutes } from "./signature.routes.ts";
import type { StorageDriver } from "./storage-driver.ts";
import { loadPersistedSecret, SECRET_SETTINGS } from "../system/persisted-secret.ts";
import { storageRoutes } from "./storage.routes.ts";
import { createUploadCompletion } from "./upload-completion.ts";
import { createUploadLimit } from "./upload-limits.ts";

export type StorageDeps = {
  db: AppDb;
  config: Pick<AppConfig, "dataDir" | "storage">;
  settings: Pick<SystemSettingsData, "get" | "setIfAbsent">;
  clock: Clock;
  sessions: { crm: SessionResolver; admin: SessionResolver };
};

export type Storage = {
  driver: StorageDriver;
  media: MediaService;
  /** The upload host and file serving (`/storage/…`) and the signature endpoint (`/qscrm/…`). */
  pageRoutes: FastifyPluginAsync;
  crmRoutes: FastifyPluginAsync;
  adminRoutes: FastifyPluginAsync;
};

/**
 * Wires media storage: the driver chosen by STORAGE_DRIVER (local by default), the media records
 * and their routes. Media records are written by the local upload host as files arrive, and by
 * `POST /media/complete` for files the browser posted straight to a cloud bucket.
 */
export async function createStorage(deps: StorageDeps): Promise<Storage> {
  const { config, clock } = deps;
  const secret = await loadPersistedSecret(SECRET_SETTINGS.storage, config.storage.secret, deps.settings);
  const local = config.storage.driver === "local" ? createLocalDriver({ root: path.join(config.dataDir, "storage"), secret }) : null;
  const driver: StorageDriver =
    local ??
    (config.storage.s3 ? await createS3Driver(config.storage.s3) : null) ??
    (config.storage.oss ? createAliyunOssDriver(config.storage.oss) : null) ??
    failMissingDriverConfig(config.storage.driver);
  const media = createMediaService({ data: createMediaData(deps.db), driver });
  const caps = config.storage.maxUploadBytes;
  const uploadLimit = createUploadLimit(deps.db, caps);
  // Each upload is held to its own signed policy; the host only bounds the request as a whole.
  const maxUploadBytes = Math.max(caps.free, caps.paid);
  const complete = createUploadCompletion({ driver, media, uploadLimit });
  return {
    driver,
    media,
    pageRoutes: async (scope) => {
      // With a cloud driver the browser posts to the bucket; only the local driver is its own upload host.
      if (local) await scope.register(storageRoutes, { prefix: "/storage", driver: local, secret, clock, media, maxUploadBytes });
      await scope.register(signatureRoutes, { driver, clock, uploadLimit, sessions: deps.sessions });
    },
    crmRoutes: async (scope) => scope.register(mediaRoutes, { media, driver, complete, surface: "crm", ok: (data) => crmOk(data) }),
    adminRoutes: async (scope) =>
      scope.register(mediaRoutes, { media, driver, complete, surface: "admin", ok: (data, request) => adminOk(data, requestLocale(request)) }),
  };
}

function failMissingDriverConfig(driver: string): never {
  throw new Error(`STORAGE_DRIVER=${driver} has no configuration`);
}
