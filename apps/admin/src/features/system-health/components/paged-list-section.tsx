import type { DataTableColumn } from "@cdp/ui/data-table";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListTable, type ListSort } from "../../../shared/components/list-table/index.ts";
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
  /** The order the user chose by a sortable header; none: the list's own default. */
  sort?: ListSort;
  onSortChange: (sort: ListSort | undefined) => void;
};

/** A 系统状态 list: its section, the table with pages and sortable headers, or the failure with a retry. */
export function PagedListSection<Row>({ title, description, actions, ...table }: PagedListSectionProps<Row>) {
  return (
    <HealthSection title={title} description={description} actions={actions}>
      <ListTable label={title} size="sm" {...table} />
    </HealthSection>
  );
}
