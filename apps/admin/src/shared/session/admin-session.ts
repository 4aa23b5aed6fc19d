import type { AdminSession } from "@cdp/contracts";

/** Session-storage keys the spec lists for the admin session. */
export const ADMIN_SESSION_KEYS = {
  token: "allToken",
  loginType: "loginDeptType",
  channelId: "channelId",
  adminId: "adminId",
  adminAccount: "adminAccount",
  sessionId: "allSessionId",
  clientConfig: "clientConfig",
} as const;

type AdminSessionKey = keyof typeof ADMIN_SESSION_KEYS;
type StoredAdminSession = Record<AdminSessionKey, string>;

/**
 * Local-storage key of the whole admin session, so a new tab or a restarted browser stays signed in
 * (as the CRM's token does). The spec's keys are mirrored into session storage from it.
 */
export const ADMIN_SESSION_STORAGE_KEY = "adminSession";

function readPersistedSession(): StoredAdminSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const token = (value as Partial<StoredAdminSession>).token;
    return typeof token === "string" && token !== "" ? (value as StoredAdminSession) : null;
  } catch {
    return null;
  }
}

function writeMirror(values: StoredAdminSession): void {
  for (const [name, key] of Object.entries(ADMIN_SESSION_KEYS) as [AdminSessionKey, string][]) {
    sessionStorage.setItem(key, values[name] ?? "");
  }
}

/** A tab without the session values (new tab, restarted browser) takes them from local storage. */
function restoreMirror(): void {
  try {
    if (sessionStorage.getItem(ADMIN_SESSION_KEYS.token)) return;
    const persisted = readPersistedSession();
    if (persisted) writeMirror(persisted);
  } catch {
    // Storage disabled: the administrator simply signs in again.
  }
}

/** One of the spec's session values (e.g. `allToken`), or null when signed out. */
export function readAdminSessionValue(name: AdminSessionKey): string | null {
  restoreMirror();
  try {
    return sessionStorage.getItem(ADMIN_SESSION_KEYS[name]) || null;
  } catch {
    return null;
  }
}

/** The administrator's token (`allToken`), or null when signed out. */
export function readAdminToken(): string | null {
  return readAdminSessionValue("token");
}

/** Keeps the spec's session values under their own names (`clientConfig` as JSON), in this tab and for the next ones. */
export function storeAdminSession(session: AdminSession): void {
  const values: StoredAdminSession = {
    token: session.allToken,
    loginType: session.loginDeptType,
    channelId: session.channelId === null ? "" : String(session.channelId),
    adminId: String(session.adminId),
    adminAccount: session.adminAccount,
    sessionId: session.allSessionId,
    clientConfig: JSON.stringify(session.clientConfig),
  };
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(values));
  writeMirror(values);
}
