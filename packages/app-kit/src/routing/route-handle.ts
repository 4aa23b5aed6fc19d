import type { MessageDescriptor } from "@lingui/core";

/** What every named route keeps in its react-router `handle`. */
export type RouteHandle = {
  /** The route name (a Lingui message, Chinese source): page heading, document title, menu label. */
  name: MessageDescriptor;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "name" in handle;
}

/** The name of the deepest matched route that has one. */
export function routeNameOf(matches: readonly { handle?: unknown }[]): MessageDescriptor | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}
