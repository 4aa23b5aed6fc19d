import type { FastifyInstance } from "fastify";

/** OAuth endpoints take `application/x-www-form-urlencoded` bodies; parsed into a flat record. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The origin a request was addressed to (for absolute URLs the sandbox hands out: upload URLs, session URIs). */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
