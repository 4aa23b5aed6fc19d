import { HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PageControls } from "../data-table/page-controls";
import type { ImportErrorRow } from "./types";

export type ErrorTableProps = {
  rows: ImportErrorRow[];
  /**
   * The page sizes offered.
   * @default [5, 10, 15, 20]
   */
  pageSizes?: number[];
};

/** The import's invalid cells: row, field, content and reason (in red), a page at a time. */
export function ErrorTable({ rows, pageSizes = [5, 10, 15, 20] }: ErrorTableProps) {
  const { t } = useLingui();
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 5);
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const total = rows.length;

  return (
    <Stack gap="3">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{t`导入错误明细`}</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="5rem">{t`错误行`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`错误字段`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`错误内容`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`错误原因`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row, index) => (
              <Table.Row key={`${row.index}-${row.fieldName}-${index}`}>
                <Table.Cell>{row.index}</Table.Cell>
                <Table.Cell>{row.fieldName}</Table.Cell>
                <Table.Cell wordBreak="break-all">
                  {row.originValue === "" ? <Text as="span" color="fg.muted">{t`（空）`}</Text> : row.originValue}
                </Table.Cell>
                <Table.Cell color="fg.error">{row.customMessage}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">{t`共 ${total} 条`}</Text>
        <PageControls
          page={page}
          pageSize={pageSize}
          total={total}
          pageSizes={pageSizes}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizeCss={{ width: "auto" }}
        />
      </HStack>
    </Stack>
  );
}
