import { AxiosError, type AxiosAdapter, type AxiosResponse } from "axios";
import type { SurfaceClient } from "../create-client.ts";

export type MockReply = { status?: number; body: unknown };
/** Replies by "METHOD /path" (query strings ignored); a function sees the request body. */
export type MockRoutes = Record<string, MockReply | ((body: unknown) => MockReply)>;
/** `params`: the query string's and the request's `params` together. */
export type MockCall = { method: string; url: string; params?: Record<string, unknown>; body: unknown; headers: Record<string, unknown> };

/**
 * Answers an API client's requests in the test, in place of the network (the axios instance's
 * adapter), so the client's interceptors (headers, envelope handling, 401 sign-out) all run for real.
 * Unknown routes fail like an unreachable server.
 */
export function mockApi(client: Pick<SurfaceClient, "http">, routes: MockRoutes = {}) {
  const calls: MockCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const [url = "", query = ""] = (config.url ?? "").split("?");
    const method = (config.method ?? "get").toUpperCase();
    const body = typeof config.data === "string" ? JSON.parse(config.data) : config.data;
    const params = { ...Object.fromEntries(new URLSearchParams(query)), ...(config.params as Record<string, unknown> | undefined) };
    calls.push({ method, url, params, body, headers: config.headers.toJSON() });
    const route = routes[`${method} ${url}`];
    if (!route) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
    const reply = typeof route === "function" ? route(body) : route;
    const response: AxiosResponse = { data: reply.body, status: reply.status ?? 200, statusText: "", headers: {}, config };
    // As axios settles an answer: a status its `validateStatus` refuses rejects.
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(`Request failed with status code ${response.status}`, response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  // Set before any request of the test is sent: requests wait for the same instance, asked for later.
  void client.http().then((http) => {
    http.defaults.adapter = adapter;
  });
  /** The latest request to `url`: other requests (a dialog's list, a refetch) may come after it. */
  const lastCallTo = (url: string) => calls.filter((call) => call.url === url).at(-1);
  return { calls, lastCallTo };
}

/**
 * Builds the surface's success reply: `okReply({ code: 0, msg: "ok" })` gives `ok(data?, msg?)`
 * (each surface has its own success code and default message).
 */
export const okReply =
  (envelope: { code: number; msg: string }) =>
  (data: unknown = null, msg = envelope.msg): MockReply => ({ body: { code: envelope.code, msg, data } });
export const fail = (status: number, msg: string): MockReply => ({ status, body: { code: status, msg, data: null } });
