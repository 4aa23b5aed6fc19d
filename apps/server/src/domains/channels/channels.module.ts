import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import { createChannelsData, type ChannelsData } from "./channels.data.ts";
import { adminChannelRoutes, channelRoutes } from "./channels.routes.ts";

export type ChannelsApi = { channels: ChannelsData };

/** Sign-up channels: the public `GET /channel/:id`, the admin's channel management; identity reads and seeds them. */
export function createChannelsModule(deps: { db: AppDb }): DomainModule<ChannelsApi> {
  const channels = createChannelsData(deps.db);
  return {
    name: "channels",
    crmRoutes: async (scope) => scope.register(channelRoutes, { channels }),
    adminRoutes: async (scope) => scope.register(adminChannelRoutes, { channels }),
    api: { channels },
  };
}
