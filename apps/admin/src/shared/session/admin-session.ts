import type { AdminSession } from "@cdp/contracts";
import { ADMIN_SESSION_KEYS } from "../api/index.ts";

/** The administrator's token (`allToken`), or null when signed out. */
export function readAdminToken(): string | null {
  try {
    return sessionStorage.getItem(ADMIN_SESSION_KEYS.token) || null;
  } catch {
    return null;
  }
}

/** Keeps the spec's session values under their own names; `clientConfig` as JSON. */
export function storeAdminSession(session: AdminSession): void {
  const values: Record<keyof typeof ADMIN_SESSION_KEYS, string> = {
    token: session.allToken,
    loginType: session.loginDeptType,
    channelId: session.channelId === null ? "" : String(session.channelId),
    adminId: String(session.adminId),
    adminAccount: session.adminAccount,
    sessionId: session.allSessionId,
    clientConfig: JSON.stringify(session.clientConfig),
  };
  for (const [name, key] of Object.entries(ADMIN_SESSION_KEYS) as [keyof typeof ADMIN_SESSION_KEYS, string][]) {
    sessionStorage.setItem(key, values[name]);
  }
}
