import { DataTable, type DataTableProps, type DataTableSort } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import type { UseQueryResult } from "@tanstack/react-query";

export type PageState = { page: number; pageSize: number };
/** A list's order as the API takes it; a sortable column's `key` is its `sortBy` value. */
export type ListSort = { sortBy: string; sortOrder: "asc" | "desc" };

type ListTableProps<Row> = Omit<DataTableProps<Row>, "rows" | "loading" | "pagination" | "sort" | "onSortChange"> & {
  /** The list's query: one page of rows and the total. */
  list: UseQueryResult<{ list: Row[]; total: number }>;
  /** The failure's title; its message is the error's and it offers 重试. */
  failureTitle: string;
  page: PageState;
  /** Called with the next page, or page 1 of a new page size. */
  onPageChange: (page: PageState) => void;
  /** The order the rows came in, when the user chose one. */
  sort?: ListSort;
  /** Called with the order a header click asks for, or undefined for the API's default order. */
  onSortChange?: (sort: ListSort | undefined) => void;
};

const toTableSort = (sort: ListSort | undefined): DataTableSort | undefined => (sort ? { key: sort.sortBy, direction: sort.sortOrder } : undefined);
const toListSort = (sort: DataTableSort | undefined): ListSort | undefined => (sort ? { sortBy: sort.key, sortOrder: sort.direction } : undefined);

/** A paginated, sortable list: skeleton rows while loading, the empty text, or the failure with a retry. */
export function ListTable<Row>({ list, failureTitle, page, onPageChange, sort, onSortChange, ...table }: ListTableProps<Row>) {
  if (list.isError) return <LoadFailure title={failureTitle} message={list.error.message} onRetry={() => void list.refetch()} />;
  return (
    <DataTable
      {...table}
      rows={list.data?.list ?? []}
      loading={list.isPending}
      sort={toTableSort(sort)}
      onSortChange={onSortChange ? (next) => onSortChange(toListSort(next)) : undefined}
      pagination={{
        page: page.page,
        pageSize: page.pageSize,
        total: list.data?.total ?? 0,
        onPageChange: (next) => onPageChange({ page: next, pageSize: page.pageSize }),
        onPageSizeChange: (pageSize) => onPageChange({ page: 1, pageSize }),
      }}
    />
  );
}
