import { isLocale, pickLocale, type Locale } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";

/** The caller's interface language: the `language_type` header the clients send, else Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit = request.headers["language_type"] ?? request.headers["language-type"];
  if (isLocale(explicit)) return explicit;
  return pickLocale(request.headers["accept-language"]);
}
