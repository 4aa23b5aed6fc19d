/** A signed-in operator's calls to this server's own routes, over real HTTP (the demo robot). */
export type DemoClient = {
  origin: string;
  call(method: "GET" | "POST", path: string, body?: object | FormData): Promise<Response>;
  /** The envelope's `data` of a JSON answer (an empty object when there is none). */
  json(response: Response): Promise<Record<string, unknown>>;
  /** Calls and returns the envelope's `data`; a refusal throws with the route and the server's reason. */
  request(method: "GET" | "POST", path: string, body?: object): Promise<Record<string, unknown>>;
};

/** The CRM API's success code. */
const OK = 0;

export function demoClient(origin: string, token: string | null): DemoClient {
  const call: DemoClient["call"] = (method, path, body) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
      redirect: "manual",
    });
  return {
    origin,
    call,
    json: async (response) => ((await response.json()) as { data: Record<string, unknown> | null }).data ?? {},
    async request(method, path, body) {
      const answer = await call(method, path, body);
      const envelope = (await answer.json().catch(() => null)) as { code?: number; msg?: string; data?: Record<string, unknown> | null } | null;
      if (envelope?.code !== OK) throw new Error(`${method} ${path.split("?")[0]} was refused (${answer.status}): ${envelope?.msg ?? "no answer"}`);
      return envelope.data ?? {};
    },
  };
}
