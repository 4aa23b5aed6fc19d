import {
  adminUpgradeRequestPageRequestSchema,
  adminUpgradeRequestPageSchema,
  approveUpgradeRequestSchema,
  issueRedeemCodesRequestSchema,
  redeemCodesSchema,
  upgradeRequestIdParamsSchema,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PlanBilling } from "./plan-billing.ts";

const tags = ["admin", "plans"];

/** The administrator's side of plans: issuing redeem codes, deciding upgrade requests. */
export const adminPlanRoutes: FastifyPluginAsyncZod<{ billing: PlanBilling }> = async (app, { billing }) => {
  app.post(
    "/plan/redeem-codes",
    {
      config: { audit: "write" },
      schema: { operationId: "adminIssueRedeemCodes", tags, summary: "Issues single-use redeem codes for a plan and a duration", body: issueRedeemCodesRequestSchema, response: apiResponses(redeemCodesSchema) },
    },
    async (request) => adminOk({ list: await billing.issueCodes(principalOf(request).id, request.body) }, requestLocale(request)),
  );
  app.get(
    "/plan/upgrade-requests",
    {
      schema: {
        operationId: "adminListUpgradeRequests",
        tags,
        summary: "Upgrade requests (all, or those of one status), newest first unless sortBy / sortOrder say otherwise",
        querystring: adminUpgradeRequestPageRequestSchema,
        response: apiResponses(adminUpgradeRequestPageSchema),
      },
    },
    async (request) => adminOk(await billing.upgradeRequests(request.query), requestLocale(request)),
  );
  app.post(
    "/plan/upgrade-requests/:id/approve",
    {
      config: { audit: "write" },
      schema: { operationId: "adminApproveUpgradeRequest", tags, summary: "Approves a request: the paid plan for the given days", params: upgradeRequestIdParamsSchema, body: approveUpgradeRequestSchema, response: apiResponses(z.null()) },
    },
    async (request) => {
      await billing.decide(principalOf(request).id, request.params.id, { approve: true, durationDays: request.body.durationDays });
      return adminOk(null, requestLocale(request));
    },
  );
  app.post(
    "/plan/upgrade-requests/:id/reject",
    { config: { audit: "write" }, schema: { operationId: "adminRejectUpgradeRequest", tags, summary: "Rejects a request", params: upgradeRequestIdParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await billing.decide(principalOf(request).id, request.params.id, { approve: false });
      return adminOk(null, requestLocale(request));
    },
  );
};
