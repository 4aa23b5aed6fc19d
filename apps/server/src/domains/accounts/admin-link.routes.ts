import { adminLinkRequestSchema, adminLinkStatusRequestSchema, linkSessionSchema, type LinkMethod } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AccountLinking } from "./account-linking.ts";
import { requestOrigin } from "./accounts.routes.ts";

export type AdminLinkRoutesOptions = { linking: AccountLinking };

const tags = ["admin", "accounts"];

/**
 * Admin onboarding (spec: `tkAuth`): an administrator starts a link for an end user's workspace
 * and hands the URL or QR code to whoever owns the platform account. The user's plan applies.
 */
export const adminLinkRoutes: FastifyPluginAsyncZod<AdminLinkRoutesOptions> = async (app, { linking }) => {
  const start = async (request: FastifyRequest<{ Querystring: z.infer<typeof adminLinkRequestSchema> }>, method: LinkMethod) => {
    const { userId, platform } = request.query;
    const locale = requestLocale(request);
    return adminOk(await linking.start({ userId, platform, method, origin: requestOrigin(request), locale, adminId: principalOf(request).id }), locale);
  };

  app.get(
    "/tkAuth/getAuthUrl",
    {
      config: { audit: "write" },
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
      config: { audit: "write" },
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
      const locale = requestLocale(request);
      return adminOk(await linking.status(request.query.linkId, { admin: true }, locale), locale);
    },
  );
};
