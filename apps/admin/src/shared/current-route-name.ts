let currentRouteName = "";

/**
 * The name of the route the admin is on (or navigating to), in the source language (zh-CN), e.g. 用户管理.
 * Admin API requests send it in the `opPart` header for the audit log; encode it before putting it in a
 * header (`encodeURIComponent`), because header values must be Latin-1.
 */
export function getCurrentRouteName(): string {
  return currentRouteName;
}

/** Called by the router whenever the matched route changes. */
export function setCurrentRouteName(name: string): void {
  currentRouteName = name;
}
