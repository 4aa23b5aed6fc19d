/** One call as the clients make it: query `params`, a JSON (or form) body, headers by name. */
export type RequestConfig = {
  url: string;
  method?: string;
  /** Query parameters; null and undefined values are left out, arrays are sent as `name[]=…`. */
  params?: object;
  /** The body: JSON, or sent as it is when it is FormData or a Blob. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** "blob" for files; by default the answer is read as JSON (as text when it is not JSON). */
  responseType?: "json" | "blob";
  /** Bytes of the body sent so far (only transports that can tell call it: see `createStorageClient`). */
  onUploadProgress?: (loaded: number, total: number) => void;
};

/** What the transport sends: the config with its method, headers and time limit settled. */
export type HttpRequest = RequestConfig & { method: string; headers: Record<string, string>; timeoutMs: number };
export type HttpResponse<T = unknown> = { status: number; data: T };

/** Sends one request. Resolves with any HTTP status; rejects only when no answer came (offline, timeout, abort). */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

export type HttpClientOptions = {
  baseURL?: string;
  /** 0 for no limit. */
  timeoutMs?: number;
  /** Headers of every request, worked out when it is sent. */
  headers?: () => Record<string, string>;
  /** Sees every answer before the caller does. */
  onResponse?: (response: HttpResponse) => void;
};

export type HttpClient = {
  /** What sends the requests: `fetch`; tests swap it (`mockApi` of `@cdp/api-client/testing`). */
  transport: Transport;
  /** Sends with the client's base URL, headers and time limit; resolves with any HTTP status. */
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
};

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const client: HttpClient = {
    transport: fetchTransport,
    async request<T>(config: RequestConfig): Promise<HttpResponse<T>> {
      const url = /^https?:\/\//.test(config.url) ? config.url : (options.baseURL ?? "") + config.url;
      const request: HttpRequest = {
        ...config,
        url,
        method: (config.method ?? "GET").toUpperCase(),
        headers: { ...options.headers?.(), ...config.headers },
        timeoutMs: options.timeoutMs ?? 0,
      };
      const response = await client.transport(request);
      options.onResponse?.(response);
      return response as HttpResponse<T>;
    },
  };
  return client;
}

export const fetchTransport: Transport = async (request) => {
  const { body, contentType } = encodeBody(request.data);
  const signals = [request.signal, request.timeoutMs > 0 ? AbortSignal.timeout(request.timeoutMs) : undefined].filter((signal) => signal !== undefined);
  const response = await fetch(withQuery(request.url, request.params), {
    method: request.method,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...request.headers },
    body,
    signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
  });
  const data = request.responseType === "blob" ? await response.blob() : parseText(await response.text());
  return { status: response.status, data };
};

function encodeBody(data: unknown): { body?: BodyInit; contentType?: string } {
  if (data === undefined) return {};
  if (data instanceof FormData || data instanceof Blob || typeof data === "string") return { body: data };
  return { body: JSON.stringify(data), contentType: "application/json" };
}

export function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `url` with `params` appended as a query string. */
export function withQuery(url: string, params: object | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      query.append(Array.isArray(value) ? `${name}[]` : name, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const search = query.toString();
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}
