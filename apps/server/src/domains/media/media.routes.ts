import {
  mediaCompleteRequestSchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListSchema,
  type Envelope,
  type MediaItem,
  type MediaLibraryItem,
} from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiResponses } from "../../http/route-schemas.ts";
import type { StorageDriver } from "../storage/storage-driver.ts";
import { storageOwnerOf } from "../storage/storage-owner.ts";
import type { CompleteUpload } from "./media-completion.ts";
import type { MediaRow } from "./media.data.ts";
import type { MediaLibraryRow, MediaService } from "./media.service.ts";

export type MediaRoutesOptions = {
  media: Pick<MediaService, "list" | "remove">;
  driver: Pick<StorageDriver, "fileUrl">;
  /** Records a file posted straight to a bucket (cloud drivers; the local host has recorded its own). */
  complete: CompleteUpload;
  surface: "crm" | "admin";
  /** The surface's success envelope. */
  ok: <T>(data: T, request: FastifyRequest) => Envelope<T>;
};

/** The caller's own uploads: `GET /media/list`, `POST /media/complete` and `DELETE /media/:id`. Nobody sees another owner's files. */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const tags = [options.surface];
  const prefix = options.surface === "crm" ? "crm" : "admin";
  const toItem = (row: MediaRow): MediaItem => ({
    id: row.id,
    fileName: row.fileName,
    key: row.storageKey,
    url: options.driver.fileUrl(row.storageKey),
    type: row.type,
    mime: row.mime,
    fileSize: row.size,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  });
  const toLibraryItem = (row: MediaLibraryRow): MediaLibraryItem => ({ ...toItem(row), usedBy: row.usedBy, activeUses: row.activeUses });

  app.get(
    "/media/list",
    {
      schema: {
        operationId: `${prefix}ListMedia`,
        tags,
        summary: "The signed-in user's uploaded files (素材库), newest first: search by name, filter by type, with how many publish targets use each",
        querystring: mediaListQuerySchema,
        response: apiResponses(mediaListSchema),
      },
    },
    async (request) => {
      const { rows, total } = await options.media.list(storageOwnerOf(request), request.query);
      return options.ok({ list: rows.map(toLibraryItem), total }, request);
    },
  );

  app.post(
    "/media/complete",
    {
      schema: {
        operationId: `${prefix}CompleteMediaUpload`,
        tags,
        summary: "Record a file the caller posted straight to the storage bucket",
        body: mediaCompleteRequestSchema,
        response: apiResponses(mediaItemSchema),
      },
    },
    async (request) => {
      const row = await options.complete(storageOwnerOf(request), request.body.key);
      return options.ok(toItem(row), request);
    },
  );

  app.delete(
    "/media/:id",
    {
      schema: {
        operationId: `${prefix}DeleteMedia`,
        tags,
        summary: "Delete one of the signed-in user's files and its stored object; refused while a waiting or distributing target uses it",
        params: mediaIdParamsSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await options.media.remove(storageOwnerOf(request), request.params.id);
      return options.ok(null, request);
    },
  );
};
