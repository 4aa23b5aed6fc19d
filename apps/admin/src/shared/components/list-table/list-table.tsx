import { DataTable, type DataTableProps } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import type { UseQueryResult } from "@tanstack/react-query";

export type PageState = { page: number; pageSize: number };

type ListTableProps<Row> = Omit<DataTableProps<Row>, "rows" | "loading" | "pagination"> & {
  /** The list's query: one page of rows and the total. */
  list: UseQueryResult<{ list: Row[]; total: number }>;
  /** The failure's title; its message is the error's and it offers 重试. */
  failureTitle: string;
  page: PageState;
  /** Called with the next page, or page 1 of a new page size. */
  onPageChange: (page: PageState) => void;
};

/** A paginated list: skeleton rows while loading, the empty text, or the failure with a retry. */
export function ListTable<Row>({ list, failureTitle, page, onPageChange, ...table }: ListTableProps<Row>) {
  if (list.isError) return <LoadFailure title={failureTitle} message={list.error.message} onRetry={() => void list.refetch()} />;
  return (
    <DataTable
      {...table}
      rows={list.data?.list ?? []}
      loading={list.isPending}
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
