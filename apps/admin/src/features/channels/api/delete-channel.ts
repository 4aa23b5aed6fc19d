import type { Envelope } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { CHANNELS_KEY } from "./channels.ts";

/** DELETE /admin/api/v1/channel/del/{id}: the channel's operators stay, without a channel. */
export function deleteChannel(id: number): Promise<Envelope<null>> {
  return adminApi.requestEnvelope({ method: "DELETE", url: `/admin/api/v1/channel/del/${id}` });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }) });
}
