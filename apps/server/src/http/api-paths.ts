export const CRM_API_PREFIX = "/api/v1";
export const ADMIN_API_PREFIX = "/admin/api/v1";
export const DOCS_PATH = "/api/docs";

/** Paths that belong to the server rather than to a web app's client-side router. */
const SERVER_PREFIXES = ["/api/", "/admin/api/", "/qscrm/", "/sandbox/", "/dev/", "/storage/"];

export function isServerPath(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
