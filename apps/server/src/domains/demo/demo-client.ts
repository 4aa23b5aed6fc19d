/** A signed-in operator's calls to this server's own routes, over real HTTP (the demo robot). */
export type DemoClient = {
  origin: string;
  call(method: "GET" | "POST", path: string, body?: object | FormData): Promise<Response>;
  /** The envelope's `data` of a JSON answer (an empty object when there is none). */
  json(response: Response): Promise<Record<string, unknown>>;
};

export function demoClient(origin: string, token: string | null): DemoClient {
  return {
    origin,
    call: (method, path, body) =>
      fetch(`${origin}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
        redirect: "manual",
      }),
    json: async (response) => ((await response.json()) as { data: Record<string, unknown> | null }).data ?? {},
  };
}
