import { Box, Button, Checkbox, CloseButton, Dialog, Portal, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ImageOff } from "lucide-react";
import { useState, type ReactNode } from "react";
import { PageControls } from "../data-table";
import { FilterBar } from "../filter-bar";
import { LoadFailure } from "../load-failure";
import { formatFileSize } from "../uploader/format-file-size";
import { formatDuration } from "./format-duration";
import { MediaThumbnail } from "./media-thumbnail";

/** A stored file as the picker shows it (the media library's list items fit as they are). */
export type MediaPickerItem = {
  id: number;
  fileName: string;
  type: "image" | "video" | "other";
  url: string;
  /** In bytes. */
  fileSize: number;
  /** A video's length in seconds, when known. */
  durationSeconds?: number | null;
  /** ISO time of the upload. */
  createdAt: string;
};

/** The page sizes the spec's paged lists offer. */
export const MEDIA_PICKER_PAGE_SIZES = [5, 10, 15, 20] as const;

export type MediaPickerDialogProps<Item extends MediaPickerItem = MediaPickerItem> = {
  open: boolean;
  /** Called with `false` on 取消, the close button, Esc, and after a choice. */
  onOpenChange: (open: boolean) => void;
  /**
   * The dialog's title.
   * @default "从素材库选择" (translated)
   */
  title?: string;
  /** The current page of files (the caller fetches them, filtered and paged on the server). */
  items: Item[];
  /** How many files match on all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The search box's text as last searched. */
  keyword?: string;
  /** Called on Enter or 搜索 with the trimmed keyword (`undefined` when empty); callers go back to page 1. */
  onSearch: (keyword: string | undefined) => void;
  /**
   * While the page loads: a labelled spinner instead of the files.
   * @default false
   */
  loading?: boolean;
  /** Why the files could not be loaded; shown with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  /**
   * Several files may be chosen (checkboxes), else one (choosing another replaces it).
   * @default false
   */
  multiple?: boolean;
  /** At most this many may be chosen (the room left in the form); further boxes are disabled. */
  max?: number;
  /** Ids already in the form: shown as chosen and disabled. */
  chosenIds?: readonly number[];
  /** What the empty library says, e.g. 素材库中还没有视频. @default "素材库中没有可选的文件" (translated) */
  emptyText?: string;
  /** Called with the chosen files, in the order they were chosen; the dialog then asks to close. */
  onChoose: (items: Item[]) => void;
};

/**
 * 从素材库选择: the operator's stored files as cards (cover, name, size, length, upload date), searched
 * by name and paged by the caller. The choice is kept across pages and searches; 选择 hands it back.
 * Each card is a checkbox (Tab moves, Space chooses).
 */
export function MediaPickerDialog<Item extends MediaPickerItem>(props: MediaPickerDialogProps<Item>) {
  const { open, onOpenChange, title } = props;
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone; on a wider screen as tall as its content (`full` would keep its height). */}
          <Dialog.Content minHeight={{ md: "auto" }} borderRadius={{ md: "l3" }} css={{ md: { "--dialog-margin": "spacing.16" } }}>
            <Dialog.Header>
              <Dialog.Title>{title ?? t`从素材库选择`}</Dialog.Title>
            </Dialog.Header>
            <PickerBody {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted with the dialog's content, so the choice starts empty on every opening. */
function PickerBody<Item extends MediaPickerItem>(props: MediaPickerDialogProps<Item>) {
  const { items, total, page, pageSize, onPageChange, onPageSizeChange, keyword, onSearch, loading = false, error, onRetry } = props;
  const { multiple = false, max, chosenIds = [], emptyText, onChoose, onOpenChange } = props;
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<Item[]>([]);
  const full = max !== undefined && chosen.length >= max;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" });

  const toggle = (item: Item, on: boolean) => {
    if (!on) setChosen((list) => list.filter((other) => other.id !== item.id));
    else if (!multiple) setChosen([item]);
    else setChosen((list) => (list.some((other) => other.id === item.id) ? list : [...list, item]));
  };
  const choose = () => {
    onChoose(chosen);
    onOpenChange(false);
  };

  const state = (content: ReactNode, busy = false) => (
    <Stack align="center" justify="center" gap="3" minHeight="40" color="fg.muted" textStyle="sm" textAlign="center" role={busy ? "status" : undefined}>
      {content}
    </Stack>
  );

  const list = (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="3" listStyleType="none" aria-label={t`素材`}>
      {items.map((item) => {
        const inForm = chosenIds.includes(item.id);
        const checked = inForm || chosen.some((other) => other.id === item.id);
        const length = formatDuration(item.durationSeconds);
        const size = formatFileSize(item.fileSize);
        const uploaded = date.format(new Date(item.createdAt));
        return (
          <Box as="li" key={item.id}>
            <Checkbox.Root
              checked={checked}
              disabled={inForm || (!checked && multiple && full)}
              onCheckedChange={(details) => toggle(item, details.checked === true)}
              width="full"
              alignItems="stretch"
              gap="3"
              padding="2"
              borderWidth="1px"
              borderRadius="l2"
              borderColor={checked ? "brand.solid" : "border"}
              bg={checked ? "brand.subtle" : undefined}
              cursor="pointer"
              _disabled={{ cursor: "not-allowed", opacity: inForm ? 0.7 : 0.5 }}
              flexDirection={{ base: "row", sm: "column" }}
            >
              <Checkbox.HiddenInput />
              <MediaThumbnail url={item.url} type={item.type} name={item.fileName} width={{ base: "20", sm: "full" }} height={{ base: "14", sm: "28" }} />
              <Stack gap="1" minWidth="0" flex="1">
                <Box display="flex" gap="2" alignItems="start">
                  <Checkbox.Control marginTop="0.5" />
                  <Checkbox.Label fontWeight="medium" wordBreak="break-all" lineClamp={2} title={item.fileName}>
                    {item.fileName}
                  </Checkbox.Label>
                </Box>
                <Text textStyle="xs" color="fg.muted">
                  {length ? `${size} · ${length}` : size}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {inForm ? t`已在表单中` : t`上传于 ${uploaded}`}
                </Text>
              </Stack>
            </Checkbox.Root>
          </Box>
        );
      })}
    </SimpleGrid>
  );

  const count = chosen.length;
  return (
    <>
      <Dialog.Body aria-busy={loading || undefined}>
        <Stack gap="4">
          <FilterBar label={t`搜索素材`} keyword={{ label: t`按文件名搜索`, placeholder: t`输入文件名`, value: keyword, onSearch }} />
          {error !== undefined ? (
            <LoadFailure title={t`素材加载失败`} message={error} onRetry={onRetry} />
          ) : loading ? (
            state(
              <>
                <Spinner size="lg" color="brand.solid" />
                <Text>{t`正在加载素材…`}</Text>
              </>,
              true,
            )
          ) : items.length === 0 ? (
            state(
              <>
                <ImageOff aria-hidden="true" size={40} strokeWidth={1.5} />
                <Text>{keyword ? t`没有名称包含“${keyword}”的文件` : (emptyText ?? t`素材库中没有可选的文件`)}</Text>
              </>,
            )
          ) : (
            list
          )}
          {total > 0 && error === undefined && (
            <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="2">
              <Text textStyle="sm" color="fg.muted">{t`共 ${total} 个`}</Text>
              <Box display="flex" flexWrap="wrap" alignItems="center" gap="2">
                <PageControls page={page} pageSize={pageSize} total={total} pageSizes={MEDIA_PICKER_PAGE_SIZES} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} pageSizeCss={{ width: "7rem" }} />
              </Box>
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {max !== undefined && multiple ? t`已选 ${count} / ${max} 个` : t`已选 ${count} 个`}
        </Text>
        <Box display="flex" gap="2">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="gray">
              {t`取消`}
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" disabled={count === 0} onClick={choose}>
            {count > 0 ? t`选择（${count}）` : t`选择`}
          </Button>
        </Box>
      </Dialog.Footer>
    </>
  );
}
