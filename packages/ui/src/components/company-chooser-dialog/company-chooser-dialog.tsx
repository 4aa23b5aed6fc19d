import { Box, Button, CloseButton, Dialog, Portal, RadioCard, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Building2 } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";

/** A company as the spec's company entity has it. */
export type CompanyOption = { companyKey: string; companyName: string };

export type CompanyChooserDialogProps<C extends CompanyOption = CompanyOption> = Omit<
  Dialog.RootProps,
  "open" | "onOpenChange" | "children" | "lazyMount" | "unmountOnExit"
> & {
  open: boolean;
  /** Called with `false` on 取消, the close button, Esc, a click outside, and after a choice. */
  onOpenChange: (open: boolean) => void;
  companies: C[];
  /**
   * While the list is loading: a labelled spinner instead of the list, and 选择 disabled.
   * @default false
   */
  loading?: boolean;
  /** The `companyKey` of the current company, checked when the dialog opens. */
  value?: string;
  /** Called with the chosen company (the caller's own object) when 选择 is pressed; the dialog then asks to close. */
  onChoose: (company: C) => void;
};

/**
 * The 选择企业 dialog (650px): a radio list of companies and a 选择 button. Arrow keys move through
 * the list, Enter chooses the checked company.
 */
export function CompanyChooserDialog<C extends CompanyOption>(props: CompanyChooserDialogProps<C>) {
  const { open, onOpenChange, companies, loading = false, value, onChoose, ...rootProps } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("companyChooserDialog")();
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ title: titleId }}
      // Focus starts on the checked company (scrolled into view), else on the first one.
      initialFocusEl={() => {
        const list = listRef.current;
        return list?.querySelector<HTMLElement>("input:checked") ?? list?.querySelector<HTMLElement>("input") ?? null;
      }}
      // The choice starts afresh (from `value`) every time the dialog opens.
      lazyMount
      unmountOnExit
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={styles.content}>
            <Dialog.Header>
              <Dialog.Title>{t`选择企业`}</Dialog.Title>
            </Dialog.Header>
            <ChooserBody
              companies={companies}
              loading={loading}
              initialKey={value}
              titleId={titleId}
              listRef={listRef}
              onChoose={(company) => {
                onChoose(company);
                onOpenChange(false);
              }}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type ChooserBodyProps<C extends CompanyOption> = {
  companies: C[];
  loading: boolean;
  initialKey: string | undefined;
  titleId: string;
  listRef: RefObject<HTMLDivElement | null>;
  onChoose: (company: C) => void;
};

/** Mounted with the dialog's content, so its selection resets on every opening. */
function ChooserBody<C extends CompanyOption>(props: ChooserBodyProps<C>) {
  const { companies, loading, initialKey, titleId, listRef, onChoose } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("companyChooserDialog")();
  const [selectedKey, setSelectedKey] = useState(initialKey);
  const chosen = loading ? undefined : companies.find((company) => company.companyKey === selectedKey);

  const chooseOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !chosen) return;
    event.preventDefault();
    onChoose(chosen);
  };

  const list = (
    <RadioCard.Root
      value={selectedKey ?? null}
      onValueChange={(details) => setSelectedKey(details.value ?? undefined)}
      aria-labelledby={titleId}
      size="sm"
      onKeyDown={chooseOnEnter}
    >
      <Box ref={listRef} css={styles.list}>
        {companies.map((company) => (
          <RadioCard.Item key={company.companyKey} value={company.companyKey} css={styles.item}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemIndicator />
              <RadioCard.ItemText>{company.companyName}</RadioCard.ItemText>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Box>
    </RadioCard.Root>
  );

  const loadingState = (
    <Box css={styles.state} role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t`正在加载企业…`}</Text>
    </Box>
  );

  const emptyState = (
    <Box css={styles.state}>
      <Building2 aria-hidden="true" size={40} strokeWidth={1.5} />
      <Text>{t`暂无企业`}</Text>
    </Box>
  );

  return (
    <>
      <Dialog.Body aria-busy={loading || undefined}>
        {loading ? loadingState : companies.length === 0 ? emptyState : list}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {t`取消`}
          </Button>
        </Dialog.ActionTrigger>
        <Button disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          {t`选择`}
        </Button>
      </Dialog.Footer>
    </>
  );
}
