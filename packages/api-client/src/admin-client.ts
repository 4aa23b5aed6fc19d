import { ADMIN_SUCCESS_CODE } from "@cdp/contracts";
import { createSurfaceClient, type ClientOptions, type SurfaceClient } from "./create-client.ts";

export type AdminClientOptions = ClientOptions & {
  /** Name of the route the request is made from, sent as `opPart` and recorded in the audit log. */
  getRouteName: () => string;
  /** The session's login type (`loginDeptType`), sent as `loginType`. */
  getLoginType: () => string | null | undefined;
};

/**
 * Client of the administrators' API (`/admin/api/v1`, code 1 = success) with the spec's headers:
 * `opPart`, `loginType`, and the token in both `authorization` and `allToken`.
 * Header values must be ISO-8859-1, so the (Chinese) route name is sent percent-encoded.
 */
export function createAdminClient(options: AdminClientOptions): SurfaceClient {
  return createSurfaceClient(ADMIN_SUCCESS_CODE, options, (headers) => {
    headers.opPart = encodeURIComponent(options.getRouteName());
    const loginType = options.getLoginType();
    if (loginType) headers.loginType = loginType;
    const token = options.getToken();
    if (token) {
      headers.authorization = token;
      headers.allToken = token;
    }
  });
}
