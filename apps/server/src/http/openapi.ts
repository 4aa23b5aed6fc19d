import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { ADMIN_API_PREFIX, CRM_API_PREFIX, DOCS_PATH } from "./api-paths.ts";
import { markApiKeyOperations } from "./openapi-api-keys.ts";

/** One OpenAPI document, generated from the routes' zod schemas, for both API surfaces. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Content distribution platform API",
        description: [
          `CRM API under \`${CRM_API_PREFIX}\`: envelope \`{ code, msg, data }\`, \`code 0\` = success.`,
          `Admin API under \`${ADMIN_API_PREFIX}\`: same envelope, \`code 1\` = success; send the token in`,
          "`authorization` and `allToken`, the current route name in `opPart`.",
          "Errors: the HTTP status and `code` follow one table (400 validation with `errors[]`, 401 sign in again,",
          "403, 404, 409, 429, 500 with `requestId`).",
          "Scripts call the CRM API with an operator's API key (`Authorization: Bearer cdp_…`): operations marked",
          "`x-api-key-scope` say which scope they need. A `POST` may carry `Idempotency-Key` to be retried safely.",
        ].join("\n"),
        version,
      },
      tags: [
        { name: "crm", description: "Operators' API (CRM app)" },
        { name: "admin", description: "Administrators' API (admin back-office)" },
        { name: "system", description: "Health and service information" },
      ],
    },
    // A public route (login, register, health) says so with an empty `security`.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return input.route.config?.public ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
    },
    transformObject: (document) =>
      "openapiObject" in document ? (markApiKeyOperations(document.openapiObject as Parameters<typeof markApiKeyOperations>[0]) as typeof document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
}
