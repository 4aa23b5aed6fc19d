import type { UserInfo } from "@cdp/contracts";
import { TOKEN_STORAGE_KEY } from "../api/index.ts";
import { USER_INFO_STORAGE_KEY } from "./user-info.ts";

/** The operator's session token (`data.tokenValue` of the login response), or null when signed out. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Keeps the current user info for the session (`userInfo`); `personPosition` defaults to []. */
export function storeUserInfo(info: UserInfo): void {
  sessionStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ ...info, personPosition: info.personPosition ?? [] }));
}
