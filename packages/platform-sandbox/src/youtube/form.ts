import type { FastifyInstance } from "fastify";

export type FormBody = Record<string, string | string[]>;

/** Form bodies where a repeated field (ticked checkboxes) becomes an array. */
export function acceptRepeatedFormFields(app: FastifyInstance) {
  // Replaces (in this scope only) a form parser inherited from the host app.
  if (app.hasContentTypeParser("application/x-www-form-urlencoded")) app.removeContentTypeParser("application/x-www-form-urlencoded");
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const result: FormBody = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      const existing = result[key];
      result[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    done(null, result);
  });
}

/** The first value of a form or query field ("" when missing). */
export function field(source: Record<string, unknown> | undefined, name: string): string {
  const value = source?.[name];
  if (Array.isArray(value)) return typeof value[0] === "string" ? value[0] : "";
  return typeof value === "string" ? value : "";
}

/** Media bodies reach the handler as the raw stream (counted, never buffered). */
export function streamAnyBody(scope: FastifyInstance) {
  if (scope.hasContentTypeParser("*")) scope.removeContentTypeParser("*");
  scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
}
