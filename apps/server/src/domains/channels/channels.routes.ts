import { channelParamsSchema, channelSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.ts";
import { crmOk } from "../../http/envelope.ts";
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
