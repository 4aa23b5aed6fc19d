import { LANGUAGE_STORAGE_KEY } from "@cdp/contracts";

/**
 * Signs the browser out locally: empties session storage, local storage (keeping the interface
 * language) and every cookie this page can see. Used on logout and on any 401.
 */
export function clearBrowserSession(): void {
  const language = safeGet(() => localStorage.getItem(LANGUAGE_STORAGE_KEY));
  safeRun(() => sessionStorage.clear());
  safeRun(() => localStorage.clear());
  if (language) safeRun(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  safeRun(clearCookies);
}

function clearCookies(): void {
  const paths = ["/", ...pathPrefixes(location.pathname)];
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (!name) continue;
    for (const path of paths) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
}

function pathPrefixes(pathname: string): string[] {
  const parts = pathname.split("/").filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join("/")}`);
}

function safeGet<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function safeRun(run: () => void): void {
  try {
    run();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); there is nothing left to clear then.
  }
}
