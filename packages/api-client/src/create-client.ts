import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from "axios";
import { UNAUTHORIZED_CODE, translate, type ApiSurface, type Envelope, type FieldError, type Locale } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
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
  http: AxiosInstance;
  /** Sends a request and returns `data` of a successful envelope; anything else throws ApiError. */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  /** Like `request` but returns the whole envelope (for screens that show `msg` on success). */
  requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>>;
};

type HeaderDecorator = (config: InternalAxiosRequestConfig) => void;

export function createSurfaceClient(
  surface: ApiSurface,
  successCode: number,
  options: ClientOptions,
  decorate: HeaderDecorator,
): SurfaceClient {
  const http = axios.create({ baseURL: options.baseURL ?? "", timeout: options.timeoutMs ?? 30_000 });
  const signOut = () => {
    clearBrowserSession();
    (options.onUnauthorized ?? (() => window.location.assign(options.loginPath)))();
  };

  http.interceptors.request.use((config) => {
    const locale = options.getLocale();
    config.headers.set("Accept-Language", locale);
    config.headers.set("language_type", locale);
    decorate(config);
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      if (isEnvelope(response.data) && response.data.code === UNAUTHORIZED_CODE) signOut();
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && (error.response?.status === 401 || envelopeCode(error.response?.data) === UNAUTHORIZED_CODE)) {
        signOut();
      }
      return Promise.reject(error);
    },
  );

  async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
    let envelope: unknown;
    try {
      envelope = (await http.request(config)).data;
    } catch (error) {
      throw toApiError(error, options.getLocale());
    }
    if (!isEnvelope(envelope)) throw new ApiError(NETWORK_ERROR_CODE, translate(options.getLocale(), "error.INTERNAL"), null);
    if (envelope.code !== successCode) throw fromEnvelope(envelope, null);
    return envelope as Envelope<T>;
  }

  return {
    http,
    requestEnvelope,
    request: async <T>(config: AxiosRequestConfig) => (await requestEnvelope<T>(config)).data,
  };
}

function toApiError(error: unknown, locale: Locale): ApiError {
  if (error instanceof AxiosError && error.response) {
    const body = error.response.data;
    if (isEnvelope(body)) return fromEnvelope(body, error.response.status);
    return new ApiError(error.response.status, translate(locale, "error.INTERNAL"), error.response.status);
  }
  return new ApiError(NETWORK_ERROR_CODE, translate(locale, "error.SERVICE_UNAVAILABLE"), null);
}

function fromEnvelope(body: Envelope<unknown> & { errors?: FieldError[]; requestId?: string }, status: number | null): ApiError {
  return new ApiError(body.code, body.msg, status, body.errors ?? [], body.requestId);
}

function isEnvelope(value: unknown): value is Envelope<unknown> & { errors?: FieldError[]; requestId?: string } {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number" && "msg" in value;
}

function envelopeCode(value: unknown): number | undefined {
  return isEnvelope(value) ? value.code : undefined;
}
