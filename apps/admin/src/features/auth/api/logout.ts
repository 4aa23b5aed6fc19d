import { useMutation } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** GET /admin/api/v1/user/logout: the token stops working on the server at once. */
export function logout(): Promise<null> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/user/logout" });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
