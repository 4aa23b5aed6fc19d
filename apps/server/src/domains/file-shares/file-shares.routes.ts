import {
  fileShareIdParamsSchema,
  fileShareInputSchema,
  fileSharePageRequestSchema,
  fileSharePageSchema,
  fileShareSchema,
  fileShareUpdateSchema,
  translate,
  type FileShare,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk, crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { SharedFileRow } from "./file-shares.data.ts";
import type { FileSharesService } from "./file-shares.service.ts";

export type FileShareRoutesOptions = { fileShares: FileSharesService };

const toFileShare = (row: SharedFileRow): FileShare => ({
  id: row.id,
  name: row.name,
  fileUrl: row.fileUrl,
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Administrators' file sharing. `POST /file/upload` registers a file the browser has already sent
 * straight to storage (signed direct upload) as a shared file; `/file/update`, `/file/page` and
 * `DELETE /file/del/:id` follow the admin API's naming (`/group/add`, `/group/page`, `/group/del/{id}`).
 */
export const adminFileShareRoutes: FastifyPluginAsyncZod<FileShareRoutesOptions> = async (app, { fileShares }) => {
  const tags = ["admin", "file sharing"];
  app.post(
    "/file/upload",
    {
      schema: {
        operationId: "adminCreateFileShare",
        tags,
        summary: "Share an uploaded file (name and its direct-upload URL) with every operator",
        body: fileShareInputSchema,
        response: apiResponses(fileShareSchema),
      },
    },
    async (request) => {
      const created = await fileShares.create(String(principalOf(request).id), request.body);
      const locale = requestLocale(request);
      return adminOk(toFileShare(created), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/file/update",
    {
      schema: {
        operationId: "adminUpdateFileShare",
        tags,
        summary: "Rename a shared file or replace its file",
        body: fileShareUpdateSchema,
        response: apiResponses(fileShareSchema),
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const locale = requestLocale(request);
      return adminOk(toFileShare(await fileShares.update(id, input)), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/file/page",
    {
      config: { audit: "read" },
      schema: {
        operationId: "adminListFileShares",
        tags,
        summary: "Shared files, newest first unless sorted by name or size",
        body: fileSharePageRequestSchema,
        response: apiResponses(fileSharePageSchema),
      },
    },
    async (request) => {
      const { rows, total } = await fileShares.list(request.body);
      return adminOk({ list: rows.map(toFileShare), total }, requestLocale(request));
    },
  );

  app.delete(
    "/file/del/:id",
    {
      schema: {
        operationId: "adminDeleteFileShare",
        tags,
        summary: "Stop sharing a file",
        params: fileShareIdParamsSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await fileShares.remove(request.params.id);
      return adminOk(null, requestLocale(request));
    },
  );
};

/** Operators see the shared files (read-only), to pick them as material. */
export const crmFileShareRoutes: FastifyPluginAsyncZod<FileShareRoutesOptions> = async (app, { fileShares }) => {
  app.get(
    "/file/list",
    {
      schema: {
        operationId: "crmListFileShares",
        tags: ["crm", "file sharing"],
        summary: "Files the administrators share, newest first unless sorted by name or size",
        querystring: fileSharePageRequestSchema,
        response: apiResponses(fileSharePageSchema),
      },
    },
    async (request) => {
      const { rows, total } = await fileShares.list(request.query);
      return crmOk({ list: rows.map(toFileShare), total });
    },
  );
};
