import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

/**
 * A stored file range as a request body for `platformFetch`, which writes it to the socket itself.
 * fetch turns each chunk of a body into a web stream chunk and copies it on the way: measured
 * 2026-12-01 (5 uploads of 1 GB at once in 5 MB PUTs, npm start's node flags), fetch took 17.6 s of
 * CPU and grew the process by 122 MB; writing the file stream to node:http took 6.7 s and 44 MB.
 */
export function uploadBody(source: Readable): NonNullable<RequestInit["body"]> {
  return source as unknown as NonNullable<RequestInit["body"]>;
}

/**
 * fetch, except that a body made by `uploadBody` goes out through node:http(s) (see above), and so does
 * a call with a text body or none (the platforms' JSON and form calls, four or so per published target):
 * measured 2026-12-02 with a 200-byte JSON POST to a local server, fetch took 0.60-0.89 ms of CPU a
 * call and node:http 0.24-0.45 ms. Such a call never follows a redirect (no platform call expects
 * one): the 3xx comes back as the answer. A call that asks for `redirect: "follow"`, or has another
 * kind of body, goes through fetch.
 */
export const platformFetch: typeof fetch = (input, init) => {
  if (input instanceof Request) return fetch(input, init);
  const options = init ?? {};
  const body = options.body as unknown;
  if (body instanceof Readable) return sendOverHttp(String(input), options, body);
  if ((body === undefined || body === null || typeof body === "string") && options.redirect !== "follow") return sendOverHttp(String(input), options, body ?? null);
  return fetch(input, init);
};

/** Far more than any platform's answer to an upload or a JSON call. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * Sends `body` (a stream with backpressure, a text, or nothing) and resolves with the answer as a
 * fetch Response once it has all arrived. An answer that comes before the whole body was sent (a
 * refusal) stops the sending; the connection is then not reused. The abort signal ends the request
 * at any point, as with fetch; a body stream is always destroyed.
 */
function sendOverHttp(url: string, init: RequestInit, body: Readable | string | null): Promise<Response> {
  const target = new URL(url);
  const headers = Object.fromEntries(new Headers(init.headers));
  // A text goes with its length (node:http would send it chunked otherwise, as fetch does not).
  const text = typeof body === "string" ? Buffer.from(body) : null;
  if (text && headers["content-length"] === undefined) headers["content-length"] = String(text.length);
  const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(target, {
    method: init.method ?? (body instanceof Readable ? "PUT" : "GET"),
    headers,
    signal: init.signal ?? undefined,
  });
  let answered = false;
  return new Promise<Response>((resolve, reject) => {
    request.on("error", (error) => {
      if (body instanceof Readable) body.destroy();
      reject(error);
    });
    request.on("response", (message) => {
      answered = true;
      if (body instanceof Readable) {
        body.unpipe(request);
        body.destroy();
      }
      // The answer is read whole before it is handed on (a few bytes of JSON to an upload, a few KB to
      // an API call): an unread answer would hold its connection out of the pool.
      const parts: Buffer[] = [];
      let length = 0;
      message.on("data", (part: Buffer) => {
        length += part.length;
        if (length > MAX_ANSWER_BYTES) request.destroy(new Error(`the answer is over ${MAX_ANSWER_BYTES} bytes`));
        else parts.push(part);
      });
      message.on("error", reject);
      message.on("close", () => {
        if (!message.complete) reject(new Error("the connection closed before the whole answer came"));
      });
      message.on("end", () => {
        if (!request.writableFinished) request.destroy();
        const status = message.statusCode ?? 0;
        try {
          resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(parts), { status, statusText: message.statusMessage ?? "", headers: headersOf(message) }));
        } catch (error) {
          reject(error);
        }
      });
    });
    if (!(body instanceof Readable)) {
      request.end(text ?? undefined);
      return;
    }
    // Reading the stored file failed: the request fails with it (unless the answer is already here).
    body.on("error", (error) => {
      if (!answered) request.destroy(error);
    });
    body.pipe(request);
  });
}
