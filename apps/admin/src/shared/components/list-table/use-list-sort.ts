import { useState } from "react";
import type { ListSort } from "./list-table.tsx";

/**
 * The order a list's headers chose, and the handler for `ListTable`'s `onSortChange`: a new order
 * also sends the list back to its first page.
 */
export function useListSort<Sort extends ListSort>(backToFirstPage: () => void) {
  const [sort, setSort] = useState<Sort>();
  const changeSort = (next: ListSort | undefined) => {
    // A sortable column's key is the API's sortBy, so the header's choice is one of Sort's.
    setSort(next as Sort | undefined);
    backToFirstPage();
  };
  return [sort, changeSort] as const;
}
