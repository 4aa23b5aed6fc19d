import axios, { AxiosError, isCancel, type AxiosInstance, type AxiosResponse } from "axios";
import { UNAUTHORIZED_CODE, translate, type Locale } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import { fromEnvelope, isEnvelope } from "./envelope.ts";

// The axios instances and their interceptors. This module (and axios with it) loads with a page's
// first request, not with the page: the sign-in pages render without it (`lazyInstance`).

/** What a surface's instance needs to know: see `createSurfaceClient`. */
export type SurfaceRules = {
  baseURL?: string;
  timeoutMs: number;
  /** The envelope code that means success (0 on the CRM API, 1 on the admin API). */
  successCode: number;
  getLocale: () => Locale;
  /** The language and surface headers of a request, worked out when it is sent. */
  headers: () => Record<string, string>;
  /** Clears the local session and leaves for the login page. */
  signOut: () => void;
};

/** One surface's axios instance: its headers, the envelope and the 401 rule as interceptors. */
export function createSurfaceInstance(rules: SurfaceRules): AxiosInstance {
  const http = axios.create({ baseURL: rules.baseURL, timeout: rules.timeoutMs });
  http.interceptors.request.use((config) => {
    // A request's own headers win over the surface's.
    config.headers.set(rules.headers(), false);
    return config;
  });
  // The envelope: a 2xx answer must carry the surface's success code; every failure becomes an ApiError.
  http.interceptors.response.use(
    (response) => (response.config.anyAnswer ? response : requireSuccess(response, rules)),
    refusalsAsApiErrors(rules.getLocale),
  );
  // Spec section 4: a 401, as the HTTP status or as the envelope's code, signs the browser out.
  http.interceptors.response.use(
    (response) => {
      if (isEnvelope(response.data) && response.data.code === UNAUTHORIZED_CODE) rules.signOut();
      return response;
    },
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.code === UNAUTHORIZED_CODE)) rules.signOut();
      return Promise.reject(error);
    },
  );
  return http;
}

/**
 * The storage host's instance: no API token, no API headers and no time limit (it may be a bucket
 * elsewhere, and a video takes as long as it takes); its refusals become ApiErrors too.
 */
export function createStorageInstance(getLocale: () => Locale): AxiosInstance {
  const http = axios.create();
  http.interceptors.response.use(undefined, refusalsAsApiErrors(getLocale));
  return http;
}

function requireSuccess(response: AxiosResponse, rules: SurfaceRules): AxiosResponse {
  const envelope: unknown = response.data;
  if (!isEnvelope(envelope)) throw new ApiError(NETWORK_ERROR_CODE, translate(rules.getLocale(), "error.INTERNAL"), null);
  if (envelope.code !== rules.successCode) throw fromEnvelope(envelope, null);
  return response;
}

/**
 * A refusal becomes an ApiError with the server's envelope (read from a file answer too), no answer
 * at all a network ApiError. A cancellation stays axios' `CanceledError`.
 */
const refusalsAsApiErrors = (getLocale: () => Locale) => async (error: unknown) => {
  if (error instanceof ApiError || isCancel(error)) throw error;
  const response = error instanceof AxiosError ? error.response : undefined;
  if (!response) throw new ApiError(NETWORK_ERROR_CODE, translate(getLocale(), "error.SERVICE_UNAVAILABLE"), null);
  const body: unknown = response.data instanceof Blob ? parseJson(await response.data.text()) : response.data;
  if (isEnvelope(body)) throw fromEnvelope(body, response.status);
  throw new ApiError(response.status, translate(getLocale(), "error.INTERNAL"), response.status);
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
