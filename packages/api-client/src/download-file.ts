import type { SurfaceClient } from "./create-client.ts";

/**
 * GETs a file with the surface's headers (token included) and lets the browser save it as `fileName`.
 * A refusal throws an ApiError with the server's message.
 */
export async function downloadFile(client: SurfaceClient, request: { url: string; params?: object }, fileName: string): Promise<void> {
  const response = await client.send<Blob>({ url: request.url, params: request.params, responseType: "blob" });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
