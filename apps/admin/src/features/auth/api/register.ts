import type { AdminRegisterRequest, Envelope } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** POST /admin/api/v1/user/reg: `email, code, password`. */
export function register(input: AdminRegisterRequest): Promise<Envelope<null>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/user/reg", data: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
