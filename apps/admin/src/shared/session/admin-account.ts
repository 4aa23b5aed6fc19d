import { readAdminSessionValue } from "./admin-session.ts";

/** The signed-in administrator's account, or undefined when nobody is signed in. */
export function readAdminAccount(): string | undefined {
  return readAdminSessionValue("adminAccount")?.trim() || undefined;
}
