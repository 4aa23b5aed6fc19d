import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { guardedLookup, isRefusedAddress, literalAddressOf } from "./address-guard.ts";
import { startListeningTimeout } from "./listening-timeout.ts";

export type SendResult = { statusCode: number | null; durationMs: number; error: string | null; response: string | null; ok: boolean };

const RESPONSE_SNIPPET = 500;
const USER_AGENT = "CDP-Webhooks/1";

/**
 * POSTs one signed body and reports what came back, never throwing. Redirects are not followed (a 3xx
 * is a failed attempt), so the guarded address is the only one ever reached. With `guardAddresses`
 * (production), a refused address fails the attempt before a byte is sent, whether written in the URL
 * or resolved from its name.
 */
export async function sendWebhook(url: string, body: string, headers: Record<string, string>, options: { timeoutMs: number; wallLimitMs: number; guardAddresses: boolean }): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const literal = literalAddressOf(target);
  if (options.guardAddresses && literal && isRefusedAddress(literal)) return { statusCode: null, durationMs: 0, error: "refused_address", response: null, ok: false };
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, "durationMs" | "ok">) => {
      if (settled) return;
      settled = true;
      cancelTimeout();
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      resolve({ ...result, durationMs: elapsed(), ok, error: result.error ?? (result.statusCode !== null && result.statusCode >= 300 && result.statusCode < 400 ? "redirect" : null) });
    };
    const req = request(
      target,
      {
        method: "POST",
        agent: false,
        ...(options.guardAddresses && !literal ? { lookup: guardedLookup as never } : {}),
        headers: { "content-type": "application/json", "user-agent": USER_AGENT, "content-length": Buffer.byteLength(body), ...headers },
      },
      (response: IncomingMessage) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < RESPONSE_SNIPPET) text += chunk;
          else response.destroy();
        });
        const done = () => finish({ statusCode: response.statusCode ?? null, error: null, response: text.slice(0, RESPONSE_SNIPPET) });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    // The whole attempt, connection and answer, within the timeout (of time this process could listen)
    // and within the wall limit (the claim on the delivery must outlive the attempt).
    const cancelTimeout = startListeningTimeout(options, () => {
      finish({ statusCode: null, error: "timeout", response: null });
      req.destroy();
    });
    req.on("error", (error: NodeJS.ErrnoException) => finish({ statusCode: null, error: error.code ?? "network_error", response: null }));
    req.end(body);
  });
}
