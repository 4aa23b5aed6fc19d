import { createStorageClient, createUploader } from "@cdp/api-client";
import { readStoredLocale } from "@cdp/ui/i18n";
import { crmApi } from "./crm-api.ts";

/** The storage host's own client (no API token or headers); tests answer it with `mockApi`. */
export const crmStorage = createStorageClient(readStoredLocale);

/** Spec section 7's direct upload, signed for the signed-in operator: the uploaders' `upload`. */
export const crmUpload = createUploader(crmApi, { getLocale: readStoredLocale, storage: crmStorage, completePath: "/api/v1/media/complete" });
