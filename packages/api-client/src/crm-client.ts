import { CRM_SUCCESS_CODE } from "@cdp/contracts";
import { createSurfaceClient, type ClientOptions, type SurfaceClient } from "./create-client.ts";

/** Client of the operators' API (`/api/v1`, code 0 = success); the token goes in `authorization`. */
export function createCrmClient(options: ClientOptions): SurfaceClient {
  return createSurfaceClient(CRM_SUCCESS_CODE, options, (headers) => {
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
  });
}
