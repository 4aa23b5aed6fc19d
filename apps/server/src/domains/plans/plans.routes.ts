import { myPlanSchema, redeemRequestSchema, translate, upgradeRequestInputSchema, upgradeRequestSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PlanBilling } from "./plan-billing.ts";

const tags = ["crm", "plans"];

/** 权限管理: the operator's plan, cycle and limits; redeem codes, upgrade requests, downgrades. */
export const planRoutes: FastifyPluginAsyncZod<{ billing: PlanBilling }> = async (app, { billing }) => {
  app.get(
    "/plan",
    { schema: { operationId: "crmMyPlan", tags, summary: "The current plan, the end of its cycle and what each plan allows", response: apiResponses(myPlanSchema) } },
    async (request) => crmOk(await billing.myPlan(principalOf(request).id)),
  );
  app.post(
    "/plan/redeem",
    { schema: { operationId: "crmRedeemPlanCode", tags, summary: "Upgrades with a single-use redeem code (兑换码)", body: redeemRequestSchema, response: apiResponses(myPlanSchema) } },
    async (request) => {
      const userId = principalOf(request).id;
      await billing.redeem(userId, request.body.code);
      return crmOk(await billing.myPlan(userId), translate(requestLocale(request), "plan.code.redeemed"));
    },
  );
  app.post(
    "/plan/upgrade-request",
    { schema: { operationId: "crmRequestPlanUpgrade", tags, summary: "Asks an administrator for the paid plan", body: upgradeRequestInputSchema, response: apiResponses(upgradeRequestSchema) } },
    async (request) => crmOk(await billing.requestUpgrade(principalOf(request).id, request.body.note), translate(requestLocale(request), "plan.request.sent")),
  );
  app.post(
    "/plan/downgrade",
    { schema: { operationId: "crmScheduleDowngrade", tags, summary: "Moves to the free plan when the current cycle ends", response: apiResponses(myPlanSchema) } },
    async (request) => {
      const userId = principalOf(request).id;
      await billing.scheduleDowngrade(userId);
      return crmOk(await billing.myPlan(userId), translate(requestLocale(request), "plan.downgrade.scheduled"));
    },
  );
};
