import axios, { AxiosError, isCancel, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from "axios";
import { UNAUTHORIZED_CODE, translate, type Envelope, type FieldError, type Locale } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import { clearBrowserSession } from "./session.ts";

declare module "axios" {
  interface AxiosRequestConfig {
    /**
     * Take a 2xx answer as it is (a file; the upload signature, code 0 on both surfaces) instead of
     * requiring the surface's success envelope. `SurfaceClient.send` sets it.
     */
    anyAnswer?: boolean;
  }
}

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
  /**
   * The surface's axios instance. Its interceptors add the language and surface headers, turn every
   * failure into an ApiError, require the surface's success envelope and sign out on any 401.
   */
  http: AxiosInstance;
  /** Sends a request and returns `data` of a successful envelope; anything else throws ApiError. */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  /** Like `request` but returns the whole envelope (for screens that show `msg` on success). */
  requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>>;
  /** Sends a request and returns the answer as it is (files, signatures); a refusal throws ApiError. */
  send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
};

/** Adds the surface's own headers (token, admin headers) to the language headers. */
type HeaderDecorator = (headers: Record<string, string>) => void;

/** One axios instance for one surface (the CRM API or the admin API), its rules as interceptors. */
export function createSurfaceClient(successCode: number, options: ClientOptions, decorate: HeaderDecorator): SurfaceClient {
  const http = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  const signOut = () => {
    clearBrowserSession();
    (options.onUnauthorized ?? (() => window.location.assign(options.loginPath)))();
  };

  http.interceptors.request.use((config) => {
    const locale = options.getLocale();
    const headers = { "Accept-Language": locale, language_type: locale };
    decorate(headers);
    // A request's own headers win over the surface's.
    config.headers.set(headers, false);
    return config;
  });
  // The envelope: a 2xx answer must carry the surface's success code; every failure becomes an ApiError.
  http.interceptors.response.use(
    (response) => (response.config.anyAnswer ? response : requireSuccess(response, successCode, options.getLocale)),
    async (error: unknown) => Promise.reject(await toApiError(error, options.getLocale)),
  );
  // Spec section 4: a 401, as the HTTP status or as the envelope's code, signs the browser out.
  http.interceptors.response.use(
    (response) => {
      if (isEnvelope(response.data) && response.data.code === UNAUTHORIZED_CODE) signOut();
      return response;
    },
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.code === UNAUTHORIZED_CODE)) signOut();
      return Promise.reject(error);
    },
  );

  const requestEnvelope = async <T>(config: AxiosRequestConfig) => (await http.request<Envelope<T>>(config)).data;
  return {
    http,
    requestEnvelope,
    request: async <T>(config: AxiosRequestConfig) => (await requestEnvelope<T>(config)).data,
    send: <T>(config: AxiosRequestConfig) => http.request<T>({ ...config, anyAnswer: true }),
  };
}

function requireSuccess(response: AxiosResponse, successCode: number, getLocale: () => Locale): AxiosResponse {
  const envelope: unknown = response.data;
  if (!isEnvelope(envelope)) throw new ApiError(NETWORK_ERROR_CODE, translate(getLocale(), "error.INTERNAL"), null);
  if (envelope.code !== successCode) throw fromEnvelope(envelope, null);
  return response;
}

/**
 * What a failed call becomes: a refusal an ApiError with the server's envelope (read from a file
 * answer too), no answer at all a network ApiError. A cancellation stays axios' `CanceledError`.
 */
export async function toApiError(error: unknown, getLocale: () => Locale): Promise<unknown> {
  if (error instanceof ApiError || isCancel(error)) return error;
  const response = error instanceof AxiosError ? error.response : undefined;
  if (!response) return new ApiError(NETWORK_ERROR_CODE, translate(getLocale(), "error.SERVICE_UNAVAILABLE"), null);
  const body: unknown = response.data instanceof Blob ? parseJson(await response.data.text()) : response.data;
  if (isEnvelope(body)) return fromEnvelope(body, response.status);
  return new ApiError(response.status, translate(getLocale(), "error.INTERNAL"), response.status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fromEnvelope(body: Envelope<unknown> & { errors?: FieldError[]; requestId?: string }, status: number | null): ApiError {
  return new ApiError(body.code, body.msg, status, body.errors ?? [], body.requestId);
}

export function isEnvelope(value: unknown): value is Envelope<unknown> & { errors?: FieldError[]; requestId?: string } {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number" && "msg" in value;
}
