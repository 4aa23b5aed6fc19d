import { ButtonGroup, IconButton, NativeSelect, Pagination, type SystemStyleObject } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";

export type PageControlsProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of rows on all pages together. */
  total: number;
  /** The page sizes offered, in the order shown. */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Styles for the page-size select. */
  pageSizeCss?: SystemStyleObject;
};

/** The page-size select (每页条数) and the page buttons (分页) of a paginated table's footer. */
export function PageControls(props: PageControlsProps) {
  const { page, pageSize, total, pageSizes, onPageChange, onPageSizeChange, pageSizeCss } = props;
  const { t } = useLingui();
  return (
    <>
      <NativeSelect.Root size="sm" css={pageSizeCss}>
        <NativeSelect.Field
          aria-label={t`每页条数`}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t`${size} 条/页`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        onPageChange={(details) => onPageChange(details.page)}
        siblingCount={1}
        translations={{
          rootLabel: t`分页`,
          prevTriggerLabel: t`上一页`,
          nextTriggerLabel: t`下一页`,
          itemLabel: ({ page: number }) => t`第 ${number} 页`,
        }}
      >
        <ButtonGroup variant="ghost" size="sm" gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => <IconButton variant={{ base: "ghost", _selected: "outline" }}>{item.value}</IconButton>}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </>
  );
}
