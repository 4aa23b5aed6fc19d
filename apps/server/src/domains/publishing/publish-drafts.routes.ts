import { draftListRequestSchema, idParamsSchema, publishDraftListSchema, publishDraftSchema, savedDraftSchema, saveDraftRequestSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PublishDraftsService } from "./publish-drafts.service.ts";

const tags = ["crm", "publishing"];
const saved = (draft: { id: number; updatedAt: Date }) => crmOk({ id: draft.id, updatedAt: draft.updatedAt.toISOString() });

/** The publish screens' drafts: list, open (with what is gone named), create, save over, delete. */
export const publishDraftRoutes: FastifyPluginAsyncZod<{ drafts: PublishDraftsService }> = async (app, { drafts }) => {
  app.get(
    "/publish/drafts",
    { schema: { operationId: "crmListPublishDrafts", tags, summary: "The operator's publish drafts, last saved first", querystring: draftListRequestSchema, response: apiResponses(publishDraftListSchema) } },
    async (request) => {
      const rows = await drafts.list(principalOf(request).id, request.query.kind);
      return crmOk({ list: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) });
    },
  );

  app.get(
    "/publish/drafts/:id",
    { schema: { operationId: "crmGetPublishDraft", tags, summary: "A draft to open, with the accounts and files gone since it was saved", params: idParamsSchema, response: apiResponses(publishDraftSchema) } },
    async (request) => {
      const draft = await drafts.open(principalOf(request).id, request.params.id);
      return crmOk({ ...draft, updatedAt: draft.updatedAt.toISOString() });
    },
  );

  app.post(
    "/publish/drafts",
    { schema: { operationId: "crmCreatePublishDraft", tags, summary: "Save a new draft", body: saveDraftRequestSchema, response: apiResponses(savedDraftSchema) } },
    async (request) => saved(await drafts.create(principalOf(request).id, request.body.content)),
  );

  app.put(
    "/publish/drafts/:id",
    { schema: { operationId: "crmSavePublishDraft", tags, summary: "Save a draft over its last version (same kind)", params: idParamsSchema, body: saveDraftRequestSchema, response: apiResponses(savedDraftSchema) } },
    async (request) => saved(await drafts.update(principalOf(request).id, request.params.id, request.body.content)),
  );

  app.delete(
    "/publish/drafts/:id",
    { schema: { operationId: "crmDeletePublishDraft", tags, summary: "Delete a draft", params: idParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await drafts.remove(principalOf(request).id, request.params.id);
      return crmOk(null);
    },
  );
};
