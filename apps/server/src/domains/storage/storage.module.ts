import type { Clock } from "../../clock.ts";
import type { SessionResolver } from "../../http/auth-guard.ts";
import type { DomainModule } from "../domain-module.ts";
import type { PlansApi } from "../plans/plans.module.ts";
import { signatureRoutes } from "./signature.routes.ts";
import type { OpenedStorage, StorageApi } from "./storage-drivers.ts";
import { planHolderOf, type StorageOwner } from "./storage-owner.ts";
import { storageRoutes } from "./storage.routes.ts";
import type { StoredFileListener } from "./stored-file.ts";

export type { StorageApi } from "./storage-drivers.ts";

export type StorageDeps = {
  storage: OpenedStorage;
  clock: Clock;
  plans: PlansApi["plans"];
  /** Operators' and administrators' sessions: either may ask for an upload signature. */
  sessions: { crm: SessionResolver; admin: SessionResolver; isLive(sessionId: string): Promise<boolean> };
  /** Told of every file the local upload host stores (the media domain records it). */
  uploads: StoredFileListener;
};

/**
 * Bytes only: signs direct uploads (by the caller's plan), and with the local driver is the upload
 * host and serves the stored files. It keeps no records; media does.
 */
export function createStorageModule(deps: StorageDeps): DomainModule<StorageApi> {
  const { uploadHost, ...api } = deps.storage;
  const { driver } = api;
  const { clock, plans } = deps;
  const uploadLimit = (owner: StorageOwner) => plans.maxUploadBytes(planHolderOf(owner));
  return {
    name: "storage",
    pageRoutes: async (scope) => {
      if (uploadHost) {
        // Each upload is held to its own signed policy; the host only bounds the request as a whole.
        await scope.register(storageRoutes, {
          prefix: "/storage",
          ...uploadHost,
          clock,
          uploads: deps.uploads,
          maxUploadBytes: plans.largestUploadBytes(),
          sessionIsLive: deps.sessions.isLive,
        });
      }
      await scope.register(signatureRoutes, { driver, clock, uploadLimit, sessions: deps.sessions });
    },
    api,
  };
}
