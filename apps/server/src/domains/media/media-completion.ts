import { AppError } from "../../http/app-error.ts";
import type { PlansApi } from "../plans/plans.module.ts";
import type { StorageApi } from "../storage/storage.module.ts";
import { fileNameOfKey, hasComma, isSafeKey, ownerOfKey } from "../storage/storage-keys.ts";
import { planHolderOf, type StorageOwner } from "../storage/storage-owner.ts";
import type { MediaRow } from "./media.data.ts";
import type { MediaService } from "./media.service.ts";

export type CompleteUpload = (owner: StorageOwner, key: string) => Promise<MediaRow>;

type CompletionDeps = {
  media: Pick<MediaService, "recordUpload" | "findByKey">;
  storage: Pick<StorageApi, "driver" | "directUploads" | "inspectStoredFile">;
  plans: Pick<PlansApi["plans"], "maxUploadBytes">;
};

/**
 * `POST /media/complete`: records a file the browser posted straight to a bucket. Each upload is
 * recorded once: a key already recorded (by the local upload host, or by an earlier completion)
 * answers with its record, untouched. With the local driver nothing else is recorded here.
 */
export function createUploadCompletion(deps: CompletionDeps): CompleteUpload {
  return async (owner, key) => {
    const keyOwner = isSafeKey(key) ? ownerOfKey(key) : null;
    if (!keyOwner || keyOwner.ownerType !== owner.ownerType || keyOwner.ownerId !== owner.ownerId) {
      throw new AppError("FORBIDDEN", { messageKey: "storage.complete.notYourFolder" });
    }
    const fileName = fileNameOfKey(key);
    if (hasComma(fileName)) throw new AppError("BAD_REQUEST", { messageKey: "storage.complete.commaInName" });
    const recorded = await deps.media.findByKey(key);
    if (recorded) return recorded;
    if (!deps.storage.directUploads) throw new AppError("NOT_FOUND", { messageKey: "storage.complete.notUploaded" });
    const facts = await deps.storage.inspectStoredFile(deps.storage.driver, key, fileName, await deps.plans.maxUploadBytes(planHolderOf(owner)));
    if (facts === "missing") throw new AppError("NOT_FOUND", { messageKey: "storage.complete.notUploaded" });
    if (facts === "tooLarge") throw new AppError("PAYLOAD_TOO_LARGE", { messageKey: "storage.complete.tooLarge" });
    if (facts === "typeMismatch") throw new AppError("BAD_REQUEST", { messageKey: "storage.complete.typeMismatch" });
    return deps.media.recordUpload({ key, owner, fileName, ...facts });
  };
}
