import path from "node:path";
import type { AppConfig } from "../../config/env.ts";
import { loadPersistedSecret, SECRET_SETTINGS } from "../system/persisted-secret.ts";
import type { SystemSettingsData } from "../system/system-settings.data.ts";
import { createAliyunOssDriver } from "./aliyun-oss-driver.ts";
import { createLocalDriver, type LocalDriver } from "./local-driver.ts";
import { createS3Driver } from "./s3-driver.ts";
import type { StorageDriver } from "./storage-driver.ts";
import { inspectStoredFile } from "./stored-file-inspection.ts";

/** What other domains may use of storage: the bytes, never records. */
export type StorageApi = {
  driver: StorageDriver;
  /** False for the local driver: its upload host stores and announces every file itself. */
  directUploads: boolean;
  inspectStoredFile: typeof inspectStoredFile;
};

/** The driver STORAGE_DRIVER picks; with the local driver this server is also the upload host. */
export type OpenedStorage = StorageApi & { uploadHost: { driver: LocalDriver; secret: string } | null };

/**
 * Opens the configured driver (local by default), with the secret that signs upload policies. Done
 * before the domains: media is built on the bytes, and the storage module then on media's records.
 */
export async function openStorage(deps: {
  config: Pick<AppConfig, "dataDir" | "storage">;
  settings: Pick<SystemSettingsData, "get" | "setIfAbsent">;
}): Promise<OpenedStorage> {
  const { config } = deps;
  const secret = await loadPersistedSecret(SECRET_SETTINGS.storage, config.storage.secret, deps.settings);
  if (config.storage.driver === "local") {
    const local = createLocalDriver({ root: path.join(config.dataDir, "storage"), secret });
    return { driver: local, directUploads: false, inspectStoredFile, uploadHost: { driver: local, secret } };
  }
  const driver =
    (config.storage.s3 ? await createS3Driver(config.storage.s3) : null) ??
    (config.storage.oss ? createAliyunOssDriver(config.storage.oss) : null) ??
    failMissingDriverConfig(config.storage.driver);
  return { driver, directUploads: true, inspectStoredFile, uploadHost: null };
}

function failMissingDriverConfig(driver: string): never {
  throw new Error(`STORAGE_DRIVER=${driver} has no configuration`);
}
