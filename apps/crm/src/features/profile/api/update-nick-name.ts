import { updateNickNameRequestSchema, type UpdateNickNameRequest, type UserInfo } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { storeUserInfo, userInfoQueryOptions } from "../../../shared/session/index.ts";

export const updateNickNameInputSchema = updateNickNameRequestSchema;

/** POST /api/v1/user/updateNickName: `nickName` (trimmed, 1–20 characters); answers with the updated user info. */
export function updateNickName(input: UpdateNickNameRequest): Promise<UserInfo> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/updateNickName", data: input });
}

/** On success the cached user info (and session storage) take the server's answer, so the header's name follows. */
export function useUpdateNickName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickName,
    onSuccess: (info) => {
      storeUserInfo(info);
      queryClient.setQueryData(userInfoQueryOptions().queryKey, info);
    },
  });
}
