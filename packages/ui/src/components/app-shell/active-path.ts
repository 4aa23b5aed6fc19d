import type { AppShellMenuItem } from "./types";

function normalize(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/**
 * The key of the menu item that matches `activePath`: the one whose path equals it, otherwise the
 * deepest one whose path is a whole-segment prefix of it (`/a/b` matches `/a/b/42`, not `/a/bc`).
 */
export function findActiveKey(items: AppShellMenuItem[], activePath: string): string | undefined {
  const current = normalize(activePath);
  let best: { key: string; depth: number } | undefined;
  const visit = (item: AppShellMenuItem) => {
    if (item.path != null) {
      const path = normalize(item.path);
      const prefix = path.endsWith("/") ? path : `${path}/`;
      const depth = path === current ? Number.POSITIVE_INFINITY : current.startsWith(prefix) ? path.length : -1;
      if (depth >= 0 && (best == null || depth > best.depth)) best = { key: item.key, depth };
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return best?.key;
}
