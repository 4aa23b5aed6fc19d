import { AsyncLocalStorage } from "node:async_hooks";
import { isPlatformError, type PlatformErrorKind } from "./platform-error.ts";

/** One HTTP call to a platform as it ended: answered with success, answered with a refusal, or no answer at all. */
export type PlatformCall = {
  at: Date;
  call: string;
  outcome: "ok" | "refused" | "unknown";
  httpStatus: number | null;
  errorClass: PlatformErrorKind | null;
  errorCode: string | null;
  durationMs: number;
};

export type CallSink = (call: PlatformCall) => void;

const sinks = new AsyncLocalStorage<CallSink>();

/** Runs `work` with every platform call made inside it (at any depth) reported to `sink`. */
export function traceCalls<T>(sink: CallSink, work: () => Promise<T>): Promise<T> {
  return sinks.run(sink, work);
}

/** A short name for a call: method and path, with the byte range of an upload chunk. */
export function callName(method: string, url: string, contentRange?: string | null): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // a relative or odd URL is named as given
  }
  const short = path.length > 80 ? `${path.slice(0, 77)}...` : path;
  return contentRange ? `${method} ${short} [${contentRange}]` : `${method} ${short}`;
}

/**
 * Times `run` and reports it to the current sink, if any; outside a traced run (account linking,
 * analytics) it only runs it. `call` names it (a function, so the name is built only when traced);
 * `classify` reads a resolved value as a refusal (an HTTP error status).
 */
export async function traced<T>(call: string | (() => string), run: () => Promise<T>, classify?: (value: T) => Omit<PlatformCall, "at" | "call" | "durationMs"> | null): Promise<T> {
  const sink = sinks.getStore();
  if (!sink) return run();
  const name = typeof call === "string" ? call : call();
  const at = new Date();
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const value = await run();
    sink({ at, call: name, durationMs: durationMs(), ...(classify?.(value) ?? { outcome: "ok", httpStatus: null, errorClass: null, errorCode: null }) });
    return value;
  } catch (error) {
    const answered = isPlatformError(error) && error.httpStatus !== null;
    sink({
      at,
      call: name,
      durationMs: durationMs(),
      outcome: answered ? "refused" : "unknown",
      httpStatus: isPlatformError(error) ? error.httpStatus : null,
      errorClass: isPlatformError(error) ? error.kind : null,
      errorCode: isPlatformError(error) ? error.platformCode : error instanceof Error ? error.name : "error",
    });
    throw error;
  }
}

/** A response's status as a call outcome (for calls whose caller reads the status itself). */
export function responseOutcome(response: Response): Omit<PlatformCall, "at" | "call" | "durationMs"> {
  if (response.status < 400) return { outcome: "ok", httpStatus: response.status, errorClass: null, errorCode: null };
  const errorClass: PlatformErrorKind = response.status === 429 || response.status >= 500 ? "retryable" : response.status === 401 ? "reconnect" : "permanent";
  return { outcome: "refused", httpStatus: response.status, errorClass, errorCode: `http_${response.status}` };
}
