import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import type { PublishTaskQuery } from "./publish-tasks.ts";

const EXPORT_FILE_NAME = "publish-records.xlsx";

/** GET /api/v1/publish/tasks/export: the filtered records as an .xlsx file, saved by the browser. */
export async function exportPublishTasks(query: Omit<PublishTaskQuery, "page" | "pageSize">): Promise<void> {
  const response = await crmApi.http.get<Blob>("/api/v1/publish/tasks/export", { params: query, responseType: "blob" });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = href;
  link.download = EXPORT_FILE_NAME;
  link.click();
  URL.revokeObjectURL(href);
}

export function useExportPublishTasks() {
  return useMutation({ mutationFn: exportPublishTasks });
}
