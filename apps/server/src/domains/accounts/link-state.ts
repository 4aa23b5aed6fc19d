import { isLocale, type Locale } from "@cdp/contracts";
import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe value (OAuth state, link ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * A new OAuth state carrying the interface language of whoever started the link. The platform's
 * redirect back is a plain navigation: it carries the browser's Accept-Language, not the language
 * the operator chose in the app, so the callback reads the language from the state it gets back.
 * The state is found by the hash of the whole value, so an edited language finds no session.
 */
export function newLinkState(locale: Locale): string {
  return `${randomToken()}.${locale}`;
}

/** The language a state was issued for; null for states without one (or forged ones). */
export function localeOfLinkState(state: string | undefined): Locale | null {
  const locale = state?.slice(state.lastIndexOf(".") + 1);
  return state?.includes(".") && isLocale(locale) ? locale : null;
}

/** Only this hash of an OAuth state is stored; the callback finds its session by it. */
export function hashState(state: string): string {
  return createHash("sha256").update(state).digest("hex");
}
