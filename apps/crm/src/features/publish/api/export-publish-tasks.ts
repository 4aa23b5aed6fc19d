import { downloadFile } from "@cdp/api-client";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import type { PublishTaskQuery } from "./publish-tasks.ts";

/** GET /api/v1/publish/tasks/export: the filtered records as an .xlsx file, saved by the browser. */
export function exportPublishTasks(query: Omit<PublishTaskQuery, "page" | "pageSize">): Promise<void> {
  return downloadFile(crmApi, { url: "/api/v1/publish/tasks/export", params: query }, "publish-records.xlsx");
}

export function useExportPublishTasks() {
  return useMutation({ mutationFn: exportPublishTasks });
}
