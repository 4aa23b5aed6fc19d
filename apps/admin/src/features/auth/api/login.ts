import type { AdminLoginRequest, AdminLoginResponse, Envelope } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** POST /admin/api/v1/user/login: `account, password`, or `email, code`; returns the session values. */
export function login(input: AdminLoginRequest): Promise<Envelope<AdminLoginResponse>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/user/login", data: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
