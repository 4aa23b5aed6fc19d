import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PageWindow } from "../api/refresh.ts";
import { HealthSection } from "./health-section.tsx";

export type PagedListSectionProps<Row> = {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Shown with a retry when the list cannot be read. */
  failureTitle: string;
  emptyText: string;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  list: UseQueryResult<{ list: Row[]; total: number }>;
  page: PageWindow;
  onPageChange: (page: PageWindow) => void;
};

/** A 系统状态 list: its section, the table with pages, or the failure with a retry. */
export function PagedListSection<Row>({ title, description, actions, failureTitle, emptyText, columns, rowKey, list, page, onPageChange }: PagedListSectionProps<Row>) {
  return (
    <HealthSection title={title} description={description} actions={actions}>
      {list.isError ? (
        <LoadFailure title={failureTitle} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={title}
          size="sm"
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={rowKey}
          loading={list.isPending}
          emptyText={emptyText}
          pagination={{
            page: page.page,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            onPageChange: (next) => onPageChange({ ...page, page: next }),
            onPageSizeChange: (pageSize) => onPageChange({ page: 1, pageSize }),
          }}
        />
      )}
    </HealthSection>
  );
}
