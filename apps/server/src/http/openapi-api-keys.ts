import { API_KEY_PREFIX, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@cdp/contracts";
import { apiKeyScopeOf } from "./api-key-scope.ts";
import { CRM_API_PREFIX } from "./api-paths.ts";

type Operation = {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: object[];
  "x-api-key-scope"?: string;
  "x-codeSamples"?: { lang: string; label: string; source: string }[];
};
type Document = { paths?: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, object> } };

const METHODS = ["get", "head", "post", "put", "patch", "delete"];

/** The two ways into the CRM API, as OpenAPI security schemes. */
export const crmSecuritySchemes = {
  session: { type: "http", scheme: "bearer", description: "A browser session's token (from `POST /api/v1/user/login`)." },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: `${API_KEY_PREFIX}…`,
    description: [
      `An operator's API key (API 密钥, made in the CRM's user menu): \`Authorization: Bearer ${API_KEY_PREFIX}…\`.`,
      "A `read` key calls the operations marked `x-api-key-scope: read`; a `publish` key also those marked `publish`.",
      "Anything else answers 403 with the reason; keys never open the admin API. Each key has its own rate limit (429).",
    ].join(" "),
  },
};

/**
 * Marks each CRM operation with who may call it: every protected one takes a session; those a key
 * may call also take `apiKey`, with the scope they need (`x-api-key-scope`) and a curl example.
 * Every CRM `POST` documents the optional Idempotency-Key header.
 */
export function markApiKeyOperations(document: Document): Document {
  document.components = { ...document.components, securitySchemes: { ...document.components?.securitySchemes, ...crmSecuritySchemes } };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith(`${CRM_API_PREFIX}/`)) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation || (operation.security && operation.security.length === 0)) continue;
      const scope = apiKeyScopeOf(method, operation.operationId);
      if (method === "post") operation.parameters = [...(operation.parameters ?? []), idempotencyKeyParameter];
      if (!scope) {
        operation.security = [{ session: [] }];
        operation.description = appended(operation.description, "Not open to API keys: a browser session only.");
        continue;
      }
      operation.security = [{ session: [] }, { apiKey: [] }];
      operation["x-api-key-scope"] = scope;
      operation.description = appended(operation.description, scope === "read" ? "API keys: any key (read scope)." : "API keys: a key with the publish scope.");
      operation["x-codeSamples"] = [{ lang: "Shell", label: "curl", source: curlExample(method, path) }];
    }
  }
  return document;
}

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: "header",
  required: false,
  schema: { type: "string", minLength: 1, maxLength: 255 },
  example: "2f1c7e9a-publish-42",
  description: `Retry-safe creation: the same key (per operator) and body within 24 h returns the first answer with \`${IDEMPOTENT_REPLAYED_HEADER}: true\` and does nothing again; the same key with another body, or while the first request runs, answers 409.`,
};

function appended(description: string | undefined, note: string): string {
  return description ? `${description}\n\n${note}` : note;
}

function curlExample(method: string, path: string): string {
  const url = `"$CDP_URL${path.replace(/\{(\w+)\}/g, "1")}"`;
  const lines = [`curl ${method === "get" ? "" : `-X ${method.toUpperCase()} `}${url}`, `  -H "Authorization: Bearer $CDP_API_KEY"`];
  if (method === "post" || method === "put") lines.push(`  -H "Content-Type: application/json"`, ...(method === "post" ? [`  -H "${IDEMPOTENCY_KEY_HEADER}: $(uuidgen)"`] : []), `  -d '{ … }'`);
  return lines.join(" \\\n");
}
