import { parseText, withQuery, type HttpRequest, type HttpResponse } from "./http.ts";

/**
 * A transport on XMLHttpRequest, the one browser API that reports upload progress (`onUploadProgress`).
 * Resolves with any HTTP status; rejects when no answer came, or with the abort when the signal fires.
 */
export function xhrTransport(request: HttpRequest): Promise<HttpResponse> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const settle = () => signal?.removeEventListener("abort", abort);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener("load", () => {
      settle();
      resolve({ status: xhr.status, data: request.responseType === "blob" ? xhr.response : parseText(xhr.responseText) });
    });
    for (const failure of ["error", "timeout"]) {
      xhr.addEventListener(failure, () => {
        settle();
        reject(new TypeError(`The request got no answer (${failure})`));
      });
    }
    xhr.addEventListener("abort", () => {
      settle();
      reject(signal?.reason);
    });
    xhr.open(request.method, withQuery(request.url, request.params));
    xhr.timeout = request.timeoutMs;
    if (request.responseType === "blob") xhr.responseType = "blob";
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const isRaw = request.data instanceof FormData || request.data instanceof Blob || typeof request.data === "string";
    if (request.data !== undefined && !isRaw) xhr.setRequestHeader("Content-Type", "application/json");
    xhr.send(request.data === undefined ? null : isRaw ? (request.data as XMLHttpRequestBodyInit) : JSON.stringify(request.data));
  });
}

