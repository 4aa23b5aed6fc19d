import type { AdapterDeps } from "../adapter-deps.ts";
import { callName, responseOutcome, traced } from "../call-trace.ts";
import { platformFetch } from "../stream-body.ts";
import type { TiktokEndpoints } from "./tiktok-endpoints.ts";
import { networkError, tiktokError } from "./tiktok-errors.ts";

const TIMEOUT_MS = 30_000;

export type TiktokHttp = {
  /** A Content Posting / Display API call; resolves to `data` and the raw body text (for lossless int64 reads). */
  api(input: { method: "GET" | "POST"; path: string; accessToken: string; query?: Record<string, string>; body?: unknown; signal?: AbortSignal }): Promise<{ data: Record<string, unknown>; raw: string }>;
  /** A Login Kit `/v2/oauth/*` call with a form body; resolves to the flat JSON (empty object for an empty body). */
  oauth(path: string, form: Record<string, string>): Promise<Record<string, unknown>>;
  /** fetch with a timeout; any transport failure becomes a retryable `network` PlatformError. */
  send(url: string, init: RequestInit, timeoutMs?: number): Promise<Response>;
};

function parseJson(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const asString = (value: unknown) => (typeof value === "string" ? value : null);

export function createTiktokHttp(deps: AdapterDeps, endpoints: TiktokEndpoints): TiktokHttp {
  const doFetch = deps.fetch ?? platformFetch;

  const untracedSend: TiktokHttp["send"] = async (url, init, timeoutMs = TIMEOUT_MS) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await doFetch(url, { ...init, signal });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError(error);
    }
  };

  const send: TiktokHttp["send"] = (url, init, timeoutMs) =>
    traced(() => callName(init.method ?? "GET", url, new Headers(init.headers).get("content-range")), () => untracedSend(url, init, timeoutMs), responseOutcome);

  /** Reads the whole body; a connection dropped mid-body is a network error too. */
  const readText = async (response: Response) => {
    try {
      return await response.text();
    } catch (error) {
      throw networkError(error);
    }
  };

  return {
    send,
    api({ method, path, accessToken, query, body, signal }) {
      return traced(`${method} ${path}`, async () => {
        const url = new URL(`${endpoints.apiBase()}${path}`);
        for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
        const response = await untracedSend(url.toString(), {
          method,
          headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { "content-type": "application/json; charset=UTF-8" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        const raw = await readText(response);
        const parsed = parseJson(raw);
        const error = parsed?.error && typeof parsed.error === "object" ? (parsed.error as Record<string, unknown>) : null;
        const code = asString(error?.code);
        if (code === "ok" && response.ok) return { data: (parsed?.data ?? {}) as Record<string, unknown>, raw };
        throw tiktokError(code ?? "unknown", { httpStatus: response.status, logId: asString(error?.log_id), message: asString(error?.message) ?? "" });
      });
    },
    async oauth(path, form) {
      const response = await untracedSend(`${endpoints.apiBase()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cache-control": "no-cache" },
        body: new URLSearchParams(form).toString(),
      });
      const parsed = parseJson(await readText(response));
      // TikTok does not document OAuth error statuses: the body decides (A.1.2).
      const category = asString(parsed?.error);
      if (category) {
        throw tiktokError(category, { httpStatus: response.status, logId: asString(parsed?.log_id), message: asString(parsed?.error_description) ?? "" });
      }
      if (!parsed || response.status >= 500) throw tiktokError("unknown", { httpStatus: response.status });
      return parsed;
    },
  };
}
