import { Box, chakra, Skeleton, Table, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { PageControls } from "./page-controls";
import { ariaSort, nextSort, pageSizeChoices, type DataTableSort } from "./sort";

export type DataTableColumn<Row> = {
  /** Identifies the column (and the sort); without `render`, the cell shows `row[key]`. */
  key: string;
  header: ReactNode;
  render?: (row: Row, index: number) => ReactNode;
  /** The header becomes a button that cycles ascending, descending, unsorted. */
  sortable?: boolean;
  /** A CSS width for the column, e.g. `"8rem"` or `"20%"`. */
  width?: string;
  /** @default "start" */
  align?: "start" | "center" | "end";
};

export type DataTablePagination = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of rows on all pages together. */
  total: number;
  /** @default [10, 20, 50, 100] */
  pageSizeOptions?: number[];
  onPageChange: (page: number) => void;
  /** Called with the new size; callers usually go back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
};

export type DataTableProps<Row> = Omit<HTMLChakraProps<"div">, "children"> & {
  columns: DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /**
   * Skeleton rows instead of the rows, and `aria-busy` on the table.
   * @default false
   */
  loading?: boolean;
  /** @default "暂无数据" (translated) */
  emptyText?: ReactNode;
  /** The current sort (controlled): the data comes sorted from the caller. */
  sort?: DataTableSort;
  /** Called with the next sort, or `undefined` when the sort is cleared. */
  onSortChange?: (sort: DataTableSort | undefined) => void;
  /** A footer with the total, a page-size select and page buttons. */
  pagination?: DataTablePagination;
  /** The table's accessible name. */
  label?: string;
  /** @default "md" */
  size?: Table.RootProps["size"];
  /** @default "line" */
  variant?: Table.RootProps["variant"];
  striped?: boolean;
  /** Rows highlight on hover. */
  interactive?: boolean;
};

const SORT_ICONS: Record<"ascending" | "descending" | "none", ReactElement> = {
  ascending: <ArrowUp />,
  descending: <ArrowDown />,
  none: <ChevronsUpDown />,
};

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** Reads `row[key]` for a column without `render`: text and numbers show, anything else is left blank. */
function plainCell(row: unknown, key: string): ReactNode {
  const value = typeof row === "object" && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/**
 * A typed table with sortable headers (`aria-sort`), a loading state, an empty state and a paginated
 * footer (共 {total} 条, page size, pages). It only displays: sorting and paging are reported to the
 * caller, which fetches or sorts the rows.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    columns,
    rows,
    rowKey,
    loading = false,
    emptyText,
    sort,
    onSortChange,
    pagination,
    label,
    size,
    variant,
    striped,
    interactive,
    ...rest
  } = props;
  const { t } = useLingui();
  const recipe = useThemeSlotRecipe("dataTable");
  const styles = recipe();
  const skeletonRows = Math.min(pagination?.pageSize ?? 5, 10);

  const header = (column: DataTableColumn<Row>) => {
    const sorted = ariaSort(sort, column.key);
    if (!column.sortable) return column.header;
    const headerStyles = recipe({ sorted: sorted != null });
    return (
      <chakra.button type="button" css={headerStyles.sortButton} onClick={() => onSortChange?.(nextSort(sort, column.key))}>
        {column.header}
        <Box asChild css={headerStyles.sortIcon} aria-hidden="true">
          {SORT_ICONS[sorted ?? "none"]}
        </Box>
      </chakra.button>
    );
  };

  const body = loading
    ? Array.from({ length: skeletonRows }, (_, index) => (
        <Table.Row key={index}>
          {columns.map((column) => (
            <Table.Cell key={column.key}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))
    : rows.length === 0
      ? [
          <Table.Row key="empty">
            <Table.Cell colSpan={columns.length} css={styles.empty}>
              {emptyText ?? t`暂无数据`}
            </Table.Cell>
          </Table.Row>,
        ]
      : rows.map((row, index) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.key} textAlign={column.align}>
                {column.render ? column.render(row, index) : plainCell(row, column.key)}
              </Table.Cell>
            ))}
          </Table.Row>
        ));

  return (
    <Box css={styles.root} {...rest}>
      <Box css={styles.scroll}>
        <Table.Root
          size={size}
          variant={variant}
          striped={striped}
          interactive={interactive}
          aria-label={label}
          aria-busy={loading || undefined}
        >
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  width={column.width}
                  textAlign={column.align}
                  aria-sort={ariaSort(sort, column.key)}
                >
                  {header(column)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Box>
      {pagination && <DataTableFooter {...pagination} />}
    </Box>
  );
}

function DataTableFooter(props: DataTablePagination) {
  const { page, pageSize, total, pageSizeOptions = DEFAULT_PAGE_SIZES, onPageChange, onPageSizeChange } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("dataTable")();
  return (
    <Box css={styles.footer}>
      <Text css={styles.total}>{t`共 ${total} 条`}</Text>
      <PageControls
        page={page}
        pageSize={pageSize}
        total={total}
        pageSizes={pageSizeChoices(pageSizeOptions, pageSize)}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizeCss={styles.pageSize}
      />
    </Box>
  );
}
