import { createStorageClient, createUploader } from "@cdp/api-client";
import { readStoredLocale } from "@cdp/ui/i18n";
import { adminApi } from "./admin-api.ts";

/** The storage host's own client (no API token or headers); tests answer it with `mockApi`. */
export const adminStorage = createStorageClient(readStoredLocale);

/** Spec section 7's direct upload, signed for the signed-in administrator: the uploaders' `upload`. */
export const adminUpload = createUploader(adminApi, { getLocale: readStoredLocale, storage: adminStorage, completePath: "/admin/api/v1/media/complete" });
