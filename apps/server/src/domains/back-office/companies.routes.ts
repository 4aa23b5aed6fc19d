import { companyInputSchema, companyPageRequestSchema, companyPageSchema, companyUpdateSchema, groupMemberSchema, idParamsSchema, translate } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { CompaniesService } from "./companies.service.ts";

const tags = ["admin", "companies"];

/** 企业用户: `company/page`, `add`, `update`, `del/{id}`, `operators/{id}`, in the admin API's naming. */
export const companyRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.post(
    "/company/page",
    { config: { audit: "read" }, schema: { operationId: "adminListCompanies", tags, summary: "Companies with their operator counts, newest first unless sorted by code, name or operator count", body: companyPageRequestSchema, response: apiResponses(companyPageSchema) } },
    async (request) => adminOk(await companies.page(request.body), requestLocale(request)),
  );

  app.post(
    "/company/add",
    { schema: { operationId: "adminCreateCompany", tags, summary: "Create a company", body: companyInputSchema, response: apiResponses(z.object({ id: z.number().int() })) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await companies.create(request.body), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/company/update",
    { schema: { operationId: "adminUpdateCompany", tags, summary: "Edit a company", body: companyUpdateSchema, response: apiResponses(z.null()) } },
    async (request) => {
      const { id, ...input } = request.body;
      const locale = requestLocale(request);
      await companies.update(id, input);
      return adminOk(null, locale, translate(locale, "success.saved"));
    },
  );

  app.delete(
    "/company/del/:id",
    { schema: { operationId: "adminDeleteCompany", tags, summary: "Delete a company that has no operators", params: idParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await companies.remove(request.params.id);
      return adminOk(null, requestLocale(request));
    },
  );

  app.get(
    "/company/operators/:id",
    { schema: { operationId: "adminCompanyOperators", tags, summary: "The operators of a company", params: idParamsSchema, response: apiResponses(z.array(groupMemberSchema)) } },
    async (request) => adminOk(await companies.operators(request.params.id), requestLocale(request)),
  );
};
