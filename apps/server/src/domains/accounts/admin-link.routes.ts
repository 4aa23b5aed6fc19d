import { adminLinkRequestSchema, adminLinkStatusRequestSchema, linkSessionSchema, type LinkMethod } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Clock } from "../../clock.ts";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AccountsData } from "./accounts.data.ts";
import type { AccountLinking } from "./account-linking.ts";
import { requestOrigin } from "./accounts.routes.ts";
import { toLinkSession } from "./link-view.ts";

export type AdminLinkRoutesOptions = { linking: AccountLinking; data: Pick<AccountsData, "findById" | "groupIdsOf">; clock: Clock };

const tags = ["admin", "accounts"];

/**
 * Admin onboarding (spec: `tkAuth`): an administrator starts a link for an end user's workspace
 * and hands the URL or QR code to whoever owns the platform account. The user's plan applies.
 */
export const adminLinkRoutes: FastifyPluginAsyncZod<AdminLinkRoutesOptions> = async (app, { linking, data, clock }) => {
  const start = async (request: FastifyRequest<{ Querystring: z.infer<typeof adminLinkRequestSchema> }>, method: LinkMethod) => {
    const { userId, platform } = request.query;
    const row = await linking.start({ userId, platform, method, origin: requestOrigin(request), adminId: principalOf(request).id });
    const locale = requestLocale(request);
    return adminOk(await toLinkSession(row, data, locale, clock()), locale);
  };

  app.get(
    "/tkAuth/getAuthUrl",
    {
      schema: {
        operationId: "adminStartAccountLinkUrl",
        tags,
        summary: "A consent-page URL that links an account to the given end user",
        querystring: adminLinkRequestSchema,
        response: apiResponses(linkSessionSchema),
      },
    },
    (request) => start(request, "redirect"),
  );

  app.get(
    "/tkAuth/getQrCode",
    {
      schema: {
        operationId: "adminStartAccountLinkQr",
        tags,
        summary: "A QR / device code that links an account to the given end user",
        querystring: adminLinkRequestSchema,
        response: apiResponses(linkSessionSchema),
      },
    },
    (request) => start(request, "qr"),
  );

  app.get(
    "/tkAuth/status",
    {
      schema: {
        operationId: "adminGetAccountLink",
        tags,
        summary: "Where an admin-created link stands",
        querystring: adminLinkStatusRequestSchema,
        response: apiResponses(linkSessionSchema),
      },
    },
    async (request) => {
      const row = await linking.status(request.query.linkId, { admin: true });
      const locale = requestLocale(request);
      return adminOk(await toLinkSession(row, data, locale, clock()), locale);
    },
  );
};
