import { ApiError } from "@cdp/api-client";
import type { BulkScheduleResult } from "@cdp/contracts";
import type { ImportResult } from "@cdp/ui/import-dialog";
import { useQuery } from "@tanstack/react-query";
import { crmApi } from "../../api/index.ts";

export type BulkImportResult = ImportResult & { data?: BulkScheduleResult };

/** POST /api/v1/publish/bulk/import: the workbook as multipart `file`; every answer (code 3, refusals) as the dialog reads it. */
export async function importBulkSchedule(file: File): Promise<BulkImportResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  try {
    const envelope = await crmApi.requestEnvelope<BulkScheduleResult>({ method: "POST", url: "/api/v1/publish/bulk/import", data: form });
    return { code: envelope.code, message: envelope.msg, data: envelope.data };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
}

/** GET /api/v1/publish/bulk/template as an object URL for the dialog's download link (the request needs the session token). */
export function useBulkTemplateUrl(enabled: boolean, locale: string) {
  return useQuery({
    queryKey: ["crm", "bulk-schedule-template", locale],
    enabled,
    staleTime: Infinity,
    queryFn: async () => URL.createObjectURL((await crmApi.send<Blob>({ method: "GET", url: "/api/v1/publish/bulk/template", responseType: "blob" })).data),
  });
}
