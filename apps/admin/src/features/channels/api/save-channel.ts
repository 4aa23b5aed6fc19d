import { channelInputSchema, type Envelope } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi } from "../../../shared/api/index.ts";
import { CHANNELS_KEY } from "./channels.ts";

export const saveChannelInputSchema = channelInputSchema;
export type ChannelValues = z.output<typeof saveChannelInputSchema>;

/** POST /admin/api/v1/channel/add, or /channel/update when an id is given: the name and the login picture's URL. */
export function saveChannel(input: ChannelValues & { id?: number }): Promise<Envelope<unknown>> {
  const { id, ...values } = input;
  const data = saveChannelInputSchema.parse(values);
  return id === undefined
    ? adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/channel/add", data })
    : adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/channel/update", data: { id, ...data } });
}

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }) });
}
