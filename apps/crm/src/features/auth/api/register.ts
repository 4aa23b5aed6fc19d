import { registerRequestSchema, type Envelope, type RegisterRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const registerInputSchema = registerRequestSchema;

/** POST /api/v1/user/reg: `email, password, code`; code 0 means registered. */
export function register(input: RegisterRequest): Promise<Envelope<null>> {
  return crmApi.requestEnvelope({ method: "POST", url: "/api/v1/user/reg", data: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
