import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** POST /api/v1/user/logout: the token stops working on the server at once. */
export function logout(): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/logout" });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
