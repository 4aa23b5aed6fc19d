import type { EmailCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** POST /admin/api/v1/user/sendRegEmailCode: emails a registration code (when self-registration is on). */
export function sendRegisterCode(input: EmailCodeRequest): Promise<null> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/user/sendRegEmailCode", data: input });
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
