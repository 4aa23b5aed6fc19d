import { planRulesSchema, translate } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PolicySettings } from "./policy-settings.ts";

const tags = ["admin", "settings"];

/** 系统设置: which features only members use, and what reclaiming an inactive operator does. */
export const settingsRoutes: FastifyPluginAsyncZod<{ policy: PolicySettings }> = async (app, { policy }) => {
  const current = async () => ({ memberOnly: await policy.memberOnlyFeatures(), reclaim: await policy.reclaim() });

  app.get(
    "/settings/plan-rules",
    { schema: { operationId: "adminGetPlanRules", tags, summary: "Member-only features and the inactivity reclaim rule", response: apiResponses(planRulesSchema) } },
    async (request) => adminOk(await current(), requestLocale(request)),
  );
  app.post(
    "/settings/plan-rules",
    { schema: { operationId: "adminSavePlanRules", tags, summary: "Saves the member-only features and the inactivity reclaim rule", body: planRulesSchema, response: apiResponses(planRulesSchema) } },
    async (request) => {
      await policy.setMemberOnlyFeatures(request.body.memberOnly);
      await policy.setReclaim(request.body.reclaim);
      const locale = requestLocale(request);
      return adminOk(await current(), locale, translate(locale, "success.saved"));
    },
  );
};
