import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios";
import { translate, type Envelope, type Locale } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import type * as Instances from "./instances.ts";
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
   * The surface's axios instance, made with the first request (axios loads then, not with the page).
   * Its interceptors add the language and surface headers, require the surface's success envelope,
   * turn every failure into an ApiError and sign out on any 401.
   */
  http: () => Promise<AxiosInstance>;
  /** Sends a request and returns `data` of a successful envelope; anything else throws ApiError. */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  /** Like `request` but returns the whole envelope (for screens that show `msg` on success). */
  requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>>;
  /** Sends a request and returns the answer as it is (files, signatures); a refusal throws ApiError. */
  send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
};

/** Adds the surface's own headers (token, admin headers) to the language headers. */
type HeaderDecorator = (headers: Record<string, string>) => void;

/** The client of one surface (the CRM API or the admin API): one axios instance, its rules as interceptors. */
export function createSurfaceClient(successCode: number, options: ClientOptions, decorate: HeaderDecorator): SurfaceClient {
  const http = lazyInstance(options.getLocale, ({ createSurfaceInstance }) =>
    createSurfaceInstance({
      baseURL: options.baseURL,
      timeoutMs: options.timeoutMs ?? 30_000,
      successCode,
      getLocale: options.getLocale,
      headers: () => {
        const locale = options.getLocale();
        const headers = { "Accept-Language": locale, language_type: locale };
        decorate(headers);
        return headers;
      },
      signOut: () => {
        clearBrowserSession();
        (options.onUnauthorized ?? (() => window.location.assign(options.loginPath)))();
      },
    }),
  );
  const requestEnvelope = async <T>(config: AxiosRequestConfig) => (await (await http()).request<Envelope<T>>(config)).data;
  return {
    http,
    requestEnvelope,
    request: async <T>(config: AxiosRequestConfig) => (await requestEnvelope<T>(config)).data,
    send: async <T>(config: AxiosRequestConfig) => (await http()).request<T>({ ...config, anyAnswer: true }),
  };
}

/**
 * An axios instance made by `create` when it is first asked for, with axios and the interceptors
 * (`instances.ts`) fetched then: the sign-in pages stay light. If that fetch fails the call fails as
 * an unreachable server does, and the next call tries again.
 */
export function lazyInstance(getLocale: () => Locale, create: (instances: typeof Instances) => AxiosInstance): () => Promise<AxiosInstance> {
  let instance: Promise<AxiosInstance> | undefined;
  return () =>
    (instance ??= import("./instances.ts").then(create, () => {
      instance = undefined;
      throw new ApiError(NETWORK_ERROR_CODE, translate(getLocale(), "error.SERVICE_UNAVAILABLE"), null);
    }));
}
