import type { Readable } from "node:stream";
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
  // Media may be sent as any type (a wrong one is refused by the route): only JSON metadata is parsed.
  if (scope.hasContentTypeParser("text/plain")) scope.removeContentTypeParser("text/plain");
  scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
}

export { isStream } from "../shared/streams.ts";

/** Reads a body to its end without keeping it (so the connection can answer and be reused). */
export async function discard(stream: Readable | undefined): Promise<number> {
  let bytes = 0;
  if (!stream) return bytes;
  try {
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
  } catch {
    // The client went away: nothing left to answer.
  }
  return bytes;
}

/** One request header as text ("" when missing; the first when repeated). */
export function header(request: { headers: Record<string, string | string[] | undefined> }, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
