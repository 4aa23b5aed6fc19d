/** Every 系统状态 query starts with this key, so a retry refreshes them all. */
export const SYSTEM_HEALTH_KEY = ["admin", "system-health"] as const;

/** The page re-reads everything this often while it is open (TanStack Query stops when it unmounts). */
export const REFRESH_INTERVAL_MS = 10_000;

export type PageWindow = { page: number; pageSize: number };

/** A list's page and, when the user chose one, its order (`sortBy` is one of the list's sortable columns). */
export type SortedPageWindow<Key extends string> = PageWindow & { sortBy?: Key; sortOrder?: "asc" | "desc" };
