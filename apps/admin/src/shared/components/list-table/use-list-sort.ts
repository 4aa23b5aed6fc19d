import { useState } from "react";
import type { ListSort } from "./list-table.tsx";

/** The setter of the state that holds a list's page (`useState`'s, whatever else that state holds). */
type PageSetter = (update: <Paged extends { page: number }>(current: Paged) => Paged) => void;

/**
 * The order a list's headers chose, and the handler for `ListTable`'s `onSortChange`: a new order
 * also sends the list back to its first page.
 */
export function useListSort<Sort extends ListSort>(setPage: PageSetter) {
  const [sort, setSort] = useState<Sort>();
  const changeSort = (next: ListSort | undefined) => {
    // A sortable column's key is the API's sortBy, so the header's choice is one of Sort's.
    setSort(next as Sort | undefined);
    setPage((current) => ({ ...current, page: 1 }));
  };
  return [sort, changeSort] as const;
}
