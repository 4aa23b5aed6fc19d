import type { EmailCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** POST /admin/api/v1/user/sendLoginEmailCode: emails a sign-in code to an administrator. */
export function sendLoginCode(input: EmailCodeRequest): Promise<null> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/user/sendLoginEmailCode", data: input });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
