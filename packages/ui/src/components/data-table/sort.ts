export type SortDirection = "asc" | "desc";
export type DataTableSort = { key: string; direction: SortDirection };

/** A header click cycles its column: ascending, descending, then unsorted. Another column starts ascending. */
export function nextSort(current: DataTableSort | undefined, key: string): DataTableSort | undefined {
  if (current?.key !== key) return { key, direction: "asc" };
  return current.direction === "asc" ? { key, direction: "desc" } : undefined;
}

/** The `aria-sort` of a column header: only the sorted column has one. */
export function ariaSort(current: DataTableSort | undefined, key: string): "ascending" | "descending" | undefined {
  if (current?.key !== key) return undefined;
  return current.direction === "asc" ? "ascending" : "descending";
}

/** The page-size choices, with the current size added if the options lack it, in ascending order. */
export function pageSizeChoices(options: readonly number[], current: number): number[] {
  return [...new Set([...options, current])].sort((a, b) => a - b);
}
