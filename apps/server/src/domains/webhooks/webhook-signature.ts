import { createHmac } from "node:crypto";

/**
 * The `X-CDP-Signature` value of a body sent at `unixSeconds`: `t=<unix seconds>,v1=<hex HMAC-SHA256>`
 * over `t + "." + body`, keyed with the endpoint's whole secret (`whsec_…`), as Stripe signs its events.
 * The timestamp is signed too, so a captured delivery cannot be replayed later under a fresh one.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}
