import type { AdapterDeps } from "../adapter-deps.ts";
import { callName, responseOutcome, traced } from "../call-trace.ts";
import { isPlatformError } from "../platform-error.ts";
import { platformFetch } from "../stream-body.ts";
import { errorFromResponse, youtubeError } from "./youtube-errors.ts";

const DEFAULT_TIMEOUT_MS = 30_000;

export type GoogleRequest = RequestInit & { timeoutMs?: number; signal?: AbortSignal | null };

/** One HTTP call to Google; network failures and timeouts become a retryable PlatformError. Traced (`call-trace.ts`). */
export function googleFetch(deps: AdapterDeps, url: string, request: GoogleRequest = {}): Promise<Response> {
  const name = () => callName(request.method ?? "GET", url, new Headers(request.headers).get("content-range"));
  // 308 (the resumable protocol's "resume incomplete") counts as an answer, not a refusal.
  return traced(name, () => untracedFetch(deps, url, request), responseOutcome);
}

async function untracedFetch(deps: AdapterDeps, url: string, request: GoogleRequest): Promise<Response> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal, ...init } = request;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await (deps.fetch ?? platformFetch)(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (cause) {
    const timedOut = timeout.aborted && !signal?.aborted;
    throw youtubeError("network", { platformCode: timedOut ? "timeout" : signal?.aborted ? "aborted" : "network", cause, now: deps.now() });
  }
}

/** A JSON call: a non-2xx answer becomes the classified PlatformError. */
export async function googleJson<T>(deps: AdapterDeps, url: string, request: GoogleRequest = {}): Promise<T> {
  const response = await googleFetch(deps, url, request);
  if (!response.ok) throw await errorFromResponse(response, deps.now());
  try {
    return (await response.json()) as T;
  } catch (cause) {
    if (isPlatformError(cause)) throw cause;
    throw youtubeError("network", { platformCode: "bad_json", httpStatus: response.status, cause, now: deps.now() });
  }
}

/** A form POST to an OAuth endpoint. */
export function postForm(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
