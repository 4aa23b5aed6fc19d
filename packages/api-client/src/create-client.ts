import { UNAUTHORIZED_CODE, translate, type ApiSurface, type Envelope, type FieldError, type Locale } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import { createHttpClient, type HttpClient, type HttpResponse, type RequestConfig } from "./http.ts";
import { clearBrowserSession } from "./session.ts";

export type ClientOptions = {
  /** Origin the API is on; empty for the same origin (the default deployment). */
  baseURL?: string;
  getLocale: () => Locale;
  getToken: () => string | null | undefined;
  /** Called after the local session was cleared because the server said 401. Default: go to the login page. */
  onUnauthorized?: () => void;
  loginPath: string;
  timeoutMs?: number;
};

export type SurfaceClient = {
  http: HttpClient;
  /** Sends a request and returns `data` of a successful envelope; anything else throws ApiError. */
  request<T>(config: RequestConfig): Promise<T>;
  /** Like `request` but returns the whole envelope (for screens that show `msg` on success). */
  requestEnvelope<T>(config: RequestConfig): Promise<Envelope<T>>;
  /** Sends a request and returns the answer as it is (files, signatures); a refusal throws ApiError. */
  send<T>(config: RequestConfig): Promise<HttpResponse<T>>;
};

/** Adds the surface's own headers (token, admin headers) to a request's. */
type HeaderDecorator = (headers: Record<string, string>) => void;

export function createSurfaceClient(
  surface: ApiSurface,
  successCode: number,
  options: ClientOptions,
  decorate: HeaderDecorator,
): SurfaceClient {
  const signOut = () => {
    clearBrowserSession();
    (options.onUnauthorized ?? (() => window.location.assign(options.loginPath)))();
  };
  const http = createHttpClient({
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? 30_000,
    headers: () => {
      const locale = options.getLocale();
      const headers = { "Accept-Language": locale, language_type: locale };
      decorate(headers);
      return headers;
    },
    onResponse: (response) => {
      if (response.status === 401 || envelopeCode(response.data) === UNAUTHORIZED_CODE) signOut();
    },
  });

  const send = <T>(config: RequestConfig) => sendOrFail<T>(http, config, options.getLocale);

  async function requestEnvelope<T>(config: RequestConfig): Promise<Envelope<T>> {
    const response = await send(config);
    const envelope = response.data;
    if (!isEnvelope(envelope)) throw new ApiError(NETWORK_ERROR_CODE, translate(options.getLocale(), "error.INTERNAL"), null);
    if (envelope.code !== successCode) throw fromEnvelope(envelope, null);
    return envelope as Envelope<T>;
  }

  return {
    http,
    send,
    requestEnvelope,
    request: async <T>(config: RequestConfig) => (await requestEnvelope<T>(config)).data,
  };
}

/**
 * Sends through `http` and returns an answer with a 2xx status; a refusal becomes an ApiError with the
 * server's envelope, no answer at all a network ApiError. An abort rejects with the abort.
 */
export async function sendOrFail<T>(http: HttpClient, config: RequestConfig, getLocale: () => Locale): Promise<HttpResponse<T>> {
  let response: HttpResponse<T>;
  try {
    response = await http.request<T>(config);
  } catch (error) {
    if (config.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_CODE, translate(getLocale(), "error.SERVICE_UNAVAILABLE"), null);
  }
  if (response.status >= 200 && response.status < 300) return response;
  const body = response.data;
  if (isEnvelope(body)) throw fromEnvelope(body, response.status);
  throw new ApiError(response.status, translate(getLocale(), "error.INTERNAL"), response.status);
}

function fromEnvelope(body: Envelope<unknown> & { errors?: FieldError[]; requestId?: string }, status: number | null): ApiError {
  return new ApiError(body.code, body.msg, status, body.errors ?? [], body.requestId);
}

export function isEnvelope(value: unknown): value is Envelope<unknown> & { errors?: FieldError[]; requestId?: string } {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number" && "msg" in value;
}

function envelopeCode(value: unknown): number | undefined {
  return isEnvelope(value) ? value.code : undefined;
}
