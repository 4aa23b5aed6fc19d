import type { SurfaceClient } from "../create-client.ts";
import type { Transport } from "../http.ts";

export type MockReply = { status?: number; body: unknown };
/** Replies by "METHOD /path" (query strings ignored); a function sees the request body. */
export type MockRoutes = Record<string, MockReply | ((body: unknown) => MockReply)>;
/** `params`: the query string's and the request's `params` together. */
export type MockCall = { method: string; url: string; params?: Record<string, unknown>; body: unknown; headers: Record<string, unknown> };

/**
 * Answers an API client's requests in the test, at the transport level (in place of `fetch`), so the
 * client's headers, envelope handling and 401 sign-out all run for real. Unknown routes fail like an
 * unreachable server.
 */
export function mockApi(client: Pick<SurfaceClient, "http">, routes: MockRoutes = {}) {
  const calls: MockCall[] = [];
  const transport: Transport = async (request) => {
    const [url = "", query = ""] = request.url.split("?");
    const body = typeof request.data === "string" ? JSON.parse(request.data) : request.data;
    const params = { ...Object.fromEntries(new URLSearchParams(query)), ...(request.params as Record<string, unknown> | undefined) };
    calls.push({ method: request.method, url, params, body, headers: { ...request.headers } });
    const route = routes[`${request.method} ${url}`];
    if (!route) throw new TypeError("Failed to fetch");
    const reply = typeof route === "function" ? route(body) : route;
    return { status: reply.status ?? 200, data: reply.body };
  };
  client.http.transport = transport;
  return { calls };
}

/**
 * Builds the surface's success reply: `okReply({ code: 0, msg: "ok" })` gives `ok(data?, msg?)`
 * (each surface has its own success code and default message).
 */
export const okReply =
  (envelope: { code: number; msg: string }) =>
  (data: unknown = null, msg = envelope.msg): MockReply => ({ body: { code: envelope.code, msg, data } });
export const fail = (status: number, msg: string): MockReply => ({ status, body: { code: status, msg, data: null } });
