import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";

type SortQuery<Key extends string> = { sortBy: Key; sortOrder: "asc" | "desc" };

/**
 * The `orderBy` terms of a sortable list: the chosen column in the chosen direction, then `tiebreak`
 * (the row id) newest first, so rows with equal values never swap between pages. Empty values come
 * last both ways (PostgreSQL would put them first when descending: "never signed in" above everyone).
 */
export function sortedBy<Key extends string>(columns: Record<Key, AnyColumn | SQL>, query: SortQuery<Key>, tiebreak: AnyColumn): SQL[] {
  const column = columns[query.sortBy];
  const ordered = query.sortOrder === "asc" ? asc(column) : sql`${column} desc nulls last`;
  return [ordered, desc(tiebreak)];
}
