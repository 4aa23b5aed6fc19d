import {
  accountIdParamsSchema,
  accountKeepRequestSchema,
  accountListRequestSchema,
  accountPageSchema,
  accountRemarkRequestSchema,
  linkIdParamsSchema,
  linkSessionSchema,
  oauthCallbackQuerySchema,
  platformAccountSchema,
  platformSchema,
  startLinkRequestSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../clock.ts";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AccountsService } from "./accounts.service.ts";
import type { AccountKeep } from "./account-keep.ts";
import type { AccountLinking } from "./account-linking.ts";
import { toPlatformAccount } from "./account-view.ts";

export type AccountRoutesOptions = {
  accounts: AccountsService;
  keep: AccountKeep;
  linking: AccountLinking;
  clock: Clock;
  publicUrl: string | null;
};

const tags = ["crm", "accounts"];

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Linked TikTok / YouTube accounts of the signed-in operator, and linking new ones. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accounts, keep, linking, clock, publicUrl }) => {
  const accountView = async (request: FastifyRequest, row: Parameters<AccountsService["detailsOf"]>[0]) => {
    const { groupIds, readOnly } = await accounts.detailsOf(row);
    return toPlatformAccount(row, groupIds, requestLocale(request), clock(), readOnly);
  };

  app.get(
    "/accounts",
    {
      schema: {
        operationId: "crmListAccounts",
        tags,
        summary: "The operator's linked accounts, filtered and paged, with the plan's account allowance",
        querystring: accountListRequestSchema,
        response: apiResponses(accountPageSchema),
      },
    },
    async (request) => {
      const { rows, total, groupIds, readOnly, limit } = await accounts.list(principalOf(request).id, request.query);
      const locale = requestLocale(request);
      return crmOk({ list: rows.map((row) => toPlatformAccount(row, groupIds.get(row.id) ?? [], locale, clock(), readOnly.has(row.id))), total, limit });
    },
  );

  app.post(
    "/accounts/keep",
    {
      schema: {
        operationId: "crmKeepAccounts",
        tags,
        summary: "Over a smaller plan: the accounts that stay active (at most the allowance); the others become read-only, their data kept",
        body: accountKeepRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await keep.keep(principalOf(request).id, request.body.ids);
      return crmOk(null, translate(requestLocale(request), "accounts.keep.saved"));
    },
  );

  app.post(
    "/accounts/link",
    {
      schema: {
        operationId: "crmStartAccountLink",
        tags,
        summary: "Start linking an account: a consent-page URL (redirect) or a QR / device code (qr)",
        body: startLinkRequestSchema,
        response: apiResponses(linkSessionSchema),
      },
    },
    async (request) => {
      return crmOk(await linking.start({ ...request.body, userId: principalOf(request).id, origin: requestOrigin(request), locale: requestLocale(request) }));
    },
  );

  app.get(
    "/accounts/link/:linkId",
    {
      schema: {
        operationId: "crmGetAccountLink",
        tags,
        summary: "Where a link stands (a QR / device link is checked at the platform when due)",
        params: linkIdParamsSchema,
        response: apiResponses(linkSessionSchema),
      },
    },
    async (request) => {
      return crmOk(await linking.status(request.params.linkId, { userId: principalOf(request).id }, requestLocale(request)));
    },
  );

  app.get(
    "/accounts/oauth/:platform/callback",
    {
      config: { public: true },
      schema: {
        operationId: "crmAccountOauthCallback",
        tags,
        summary: "The platform's redirect after its consent page; redirects to the accounts page (or shows a page for admin links)",
        params: z.object({ platform: platformSchema }),
        querystring: oauthCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await linking.callback(request.params.platform, request.query, requestLocale(request));
      reply.header("cache-control", "no-store");
      if (outcome.kind === "page") return reply.type("text/html; charset=utf-8").send(outcome.html);
      const target = `${publicUrl ?? ""}/CRM/accountManage/index`;
      if (outcome.linkedAccountId) return reply.redirect(`${target}?linked=${outcome.linkedAccountId}`, 302);
      return reply.redirect(`${target}?linkError=${encodeURIComponent(outcome.reason ?? "")}`, 302);
    },
  );

  app.post(
    "/accounts/:id/remark",
    {
      schema: {
        operationId: "crmSetAccountRemark",
        tags,
        summary: "Set the account nickname (the operator's remark)",
        params: accountIdParamsSchema,
        body: accountRemarkRequestSchema,
        response: apiResponses(platformAccountSchema),
      },
    },
    async (request) => {
      const row = await accounts.setRemark(principalOf(request).id, request.params.id, request.body);
      return crmOk(await accountView(request, row));
    },
  );

  app.post(
    "/accounts/:id/refresh",
    {
      schema: {
        operationId: "crmRefreshAccount",
        tags,
        summary: "Fetch the account's profile and totals from the platform now",
        params: accountIdParamsSchema,
        response: apiResponses(platformAccountSchema),
      },
    },
    async (request) => {
      const row = await accounts.refreshNow(principalOf(request).id, request.params.id);
      return crmOk(await accountView(request, row));
    },
  );

  app.delete(
    "/accounts/:id",
    {
      schema: {
        operationId: "crmUnbindAccount",
        tags,
        summary: "Unbind an account: revoked at the platform, hidden from the list, kept as history",
        params: accountIdParamsSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await accounts.unbind(principalOf(request).id, request.params.id);
      return crmOk(null, translate(requestLocale(request), "accounts.unbound"));
    },
  );
};
