/** Session-storage key of the signed-in user's info (written by the login flow). */
export const USER_INFO_STORAGE_KEY = "userInfo";

type StoredUserInfo = { name?: unknown; nickName?: unknown; email?: unknown; account?: unknown };

/** The display name of the signed-in user, or undefined when nobody is signed in. */
export function readUserName(): string | undefined {
  const raw = sessionStorage.getItem(USER_INFO_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const info = JSON.parse(raw) as StoredUserInfo | null;
    const name = [info?.name, info?.nickName, info?.email, info?.account].find(
      (value): value is string => typeof value === "string" && value.trim() !== "",
    );
    return name;
  } catch {
    return undefined;
  }
}
