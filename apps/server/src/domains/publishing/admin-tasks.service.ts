import type { adminTaskExportRequestSchema, adminTaskPageRequestSchema } from "@cdp/contracts";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { MediaApi } from "../media/media.module.ts";
import type { PublishTargetsData } from "./publishing-targets.data.ts";
import type { PublishingData, TaskWithCounts } from "./publishing.data.ts";
import type { PublishingService } from "./publishing.service.ts";

type PageQuery = z.output<typeof adminTaskPageRequestSchema>;
type ExportQuery = z.output<typeof adminTaskExportRequestSchema>;

const sortOf = ({ sortBy, sortOrder }: ExportQuery) => ({ sortBy, sortOrder });

export type AdminTaskServiceDeps = {
  publishing: PublishingService;
  data: PublishingData;
  targets: Pick<PublishTargetsData, "mediaOf">;
  media: Pick<MediaApi, "openMediaSource">;
};

/** The back-office's view of every operator's tasks: with their owner and cover; resend as an administrator. */
export function createAdminTaskService({ publishing, data, targets, media }: AdminTaskServiceDeps) {
  /** The chosen thumbnail, else an image set's cover picture; only images still stored. */
  async function coverUrls(tasks: TaskWithCounts[]): Promise<Map<number, string>> {
    const firstItems = await data.firstItemMediaOf(tasks.filter((task) => task.coverMediaId === null).map((task) => task.id));
    const urls = new Map<number, string>();
    for (const task of tasks) {
      const first = firstItems.get(task.id);
      const coverIndex = typeof task.options.coverIndex === "number" ? task.options.coverIndex : 0;
      const coverId = task.coverMediaId ?? (first?.kind === "photo" ? first.mediaIds[coverIndex] : undefined);
      const source = coverId === undefined ? null : await media.openMediaSource(coverId);
      if (source?.type === "image") urls.set(task.id, source.url);
    }
    return urls;
  }

  return {
    async page(query: PageQuery) {
      const { rows, total } = await publishing.list(query.userId, { ...query, sort: sortOf(query) });
      const covers = await coverUrls(rows);
      return { rows: rows.map((row) => ({ ...row, coverUrl: covers.get(row.id) ?? null })), total };
    },

    /** Every matching task (in the list's order, up to `limit`) for the Excel export. */
    async exportRows(query: ExportQuery, limit: number) {
      return (await publishing.list(query.userId, { ...query, sort: sortOf(query), page: 1, pageSize: limit })).rows;
    },

    async detail(id: number) {
      const { task, items, attempts, calls, now } = await publishing.detail(undefined, id);
      const owner = await data.ownerOf(task.userId);
      if (!owner) throw new AppError("NOT_FOUND");
      const covers = await coverUrls([task]);
      const files = await targets.mediaOf(task.userId, [...new Set(items.flatMap((item) => item.mediaIds))]);
      const fileNames = new Map(files.map((file) => [file.id, file.fileName]));
      const named = items.map((item) => ({ ...item, mediaNames: item.mediaIds.flatMap((id) => fileNames.get(id) ?? []) }));
      return { task: { ...task, owner, coverUrl: covers.get(task.id) ?? null }, items: named, attempts, calls, now };
    },

    retry: (id: number) => publishing.resend(undefined, id),
  };
}

export type AdminTaskService = ReturnType<typeof createAdminTaskService>;
