import { channelInputSchema, channelPageRequestSchema, channelPageSchema, channelParamsSchema, channelSchema, channelUpdateSchema, idParamsSchema, translate } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.ts";
import { adminOk, crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { z } from "zod";
import { apiResponses } from "../../http/route-schemas.ts";
import type { ChannelsData } from "./channels.data.ts";

/** `GET /channel/:id`: a channel's name and login picture, for `/login?channel=<id>` (public). */
export const channelRoutes: FastifyPluginAsyncZod<{ channels: Pick<ChannelsData, "findById"> }> = async (app, { channels }) => {
  app.get(
    "/channel/:id",
    {
      config: { public: true },
      schema: {
        operationId: "getChannel",
        tags: ["crm"],
        summary: "A sign-up channel and its login picture",
        params: channelParamsSchema,
        response: apiResponses(channelSchema),
      },
    },
    async (request) => {
      const channel = await channels.findById(request.params.id);
      if (!channel) throw new AppError("NOT_FOUND");
      return crmOk({ id: channel.id, name: channel.name, loginPicture: channel.loginPicture });
    },
  );
};

/** Administrators manage channels: `channel/page`, `add`, `update`, `del/{id}` (the admin API's naming). */
export const adminChannelRoutes: FastifyPluginAsyncZod<{ channels: Pick<ChannelsData, "page" | "create" | "update" | "remove"> }> = async (app, { channels }) => {
  const tags = ["admin", "channels"];
  app.post(
    "/channel/page",
    { config: { audit: "read" }, schema: { operationId: "adminListChannels", tags, summary: "Sign-up channels with their operator counts, newest first unless sorted by name or operator count", body: channelPageRequestSchema, response: apiResponses(channelPageSchema) } },
    async (request) => {
      const { rows, total } = await channels.page(request.body);
      return adminOk({ list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total }, requestLocale(request));
    },
  );
  app.post(
    "/channel/add",
    { schema: { operationId: "adminCreateChannel", tags, summary: "Create a channel with its login picture", body: channelInputSchema, response: apiResponses(z.object({ id: z.number().int() })) } },
    async (request) => {
      const locale = requestLocale(request);
      const created = await channels.create(request.body);
      return adminOk({ id: created.id }, locale, translate(locale, "success.saved"));
    },
  );
  app.post(
    "/channel/update",
    { schema: { operationId: "adminUpdateChannel", tags, summary: "Rename a channel or change its login picture", body: channelUpdateSchema, response: apiResponses(z.null()) } },
    async (request) => {
      const { id, ...values } = request.body;
      if (!(await channels.update(id, values))) throw new AppError("NOT_FOUND", { messageKey: "backOffice.channel.notFound" });
      const locale = requestLocale(request);
      return adminOk(null, locale, translate(locale, "success.saved"));
    },
  );
  app.delete(
    "/channel/del/:id",
    { schema: { operationId: "adminDeleteChannel", tags, summary: "Delete a channel (its operators stay)", params: idParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      if (!(await channels.remove(request.params.id))) throw new AppError("NOT_FOUND", { messageKey: "backOffice.channel.notFound" });
      return adminOk(null, requestLocale(request));
    },
  );
};
