import { loginRequestSchema, type LoginRequest, type LoginResponse } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const loginInputSchema = loginRequestSchema;

/** POST /api/v1/user/login: `account, password` -> `data.tokenValue`. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/login", data: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
