import { PageControls } from "@cdp/ui/data-table";
import { HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

const PAGE_SIZES = [10, 20, 50] as const;

type RecordPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** The records' footer: how many tasks, the page size and the page buttons. */
export function RecordPagination({ total, ...controls }: RecordPaginationProps) {
  const { t } = useLingui();
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">{t`共 ${total} 条`}</Text>
      <PageControls {...controls} total={total} pageSizes={PAGE_SIZES} pageSizeCss={{ width: "8rem" }} />
    </HStack>
  );
}
