/** Session-storage key of the signed-in administrator's account (written by the login flow). */
export const ADMIN_ACCOUNT_STORAGE_KEY = "adminAccount";

/** The signed-in administrator's account, or undefined when nobody is signed in. */
export function readAdminAccount(): string | undefined {
  const account = sessionStorage.getItem(ADMIN_ACCOUNT_STORAGE_KEY)?.trim();
  return account ? account : undefined;
}
