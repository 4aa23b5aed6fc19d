import {
  Avatar,
  Box,
  Button,
  Checkbox,
  Input,
  InputGroup,
  RadioGroup,
  Skeleton,
  Tabs,
  Text,
  type HTMLChakraProps,
} from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";
import { PlatformTag } from "../platform-tag";
import {
  filterAccounts,
  selectAllState,
  toggleAll,
  toggleOne,
  type PickerAccount,
  type PickerGroup,
} from "./account-selection";

export type AccountPickerMode = "account" | "group";

/** What the ids passed to `onChange` were chosen from. */
export type AccountPickerChange = {
  mode: AccountPickerMode;
  /** The chosen group in group mode, otherwise `null`. */
  groupId: string | null;
};

export type AccountPickerProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue"> &
  SlotRecipeVariants<"accountPicker"> & {
    accounts: PickerAccount[];
    /** Account groups; choosing one selects all of its accounts. */
    groups?: PickerGroup[];
    /** The selected account ids (controlled). */
    value: string[];
    /** Called with the selected account ids, and whether they came from single accounts or a group. */
    onChange: (accountIds: string[], change: AccountPickerChange) => void;
    /**
     * The tab shown first: single accounts or groups.
     * @default "account"
     */
    defaultMode?: AccountPickerMode;
    /** The group chosen when the picker opens in group mode. */
    defaultGroupId?: string;
    /** Show placeholders while accounts and groups load. */
    loading?: boolean;
    /**
     * The accessible name of the whole picker.
     * @default "选择账号" (translated)
     */
    label?: string;
  };

/**
 * Chooses publish targets: single accounts (search, select-all of the visible list, clear) or one
 * whole group. Switching tabs swaps the selection and remembers each tab's own.
 */
export function AccountPicker(props: AccountPickerProps) {
  const {
    accounts,
    groups = [],
    value,
    onChange,
    defaultMode = "account",
    defaultGroupId,
    loading = false,
    label,
    size,
    ...rest
  } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("accountPicker")({ size });
  const [mode, setMode] = useState<AccountPickerMode>(defaultMode);
  const [groupId, setGroupId] = useState<string | null>(defaultGroupId ?? null);
  const [query, setQuery] = useState("");
  // Each tab's own selection, restored when the user comes back to it.
  const savedAccountIds = useRef<string[]>(defaultMode === "account" ? value : []);
  const idBase = useId();

  const visible = filterAccounts(accounts, query);
  const visibleIds = visible.map((account) => account.id);
  const allState = selectAllState(visibleIds, value);
  const selectedCount = value.length;
  // Zag only syncs the input's `indeterminate` on change, so a picker opened with some accounts
  // selected would not announce the mixed state without this.
  const selectAllInput = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = allState === "indeterminate";
    },
    [allState],
  );

  const chooseAccounts = (ids: string[]) => {
    savedAccountIds.current = ids;
    onChange(ids, { mode: "account", groupId: null });
  };
  const chooseGroup = (id: string | null) => {
    setGroupId(id);
    onChange(groups.find((group) => group.id === id)?.accountIds ?? [], { mode: "group", groupId: id });
  };
  const switchMode = (next: AccountPickerMode) => {
    if (next === mode) return;
    setMode(next);
    if (next === "group") {
      savedAccountIds.current = value;
      chooseGroup(groupId);
    } else {
      chooseAccounts(savedAccountIds.current);
    }
  };
  const clear = () => (mode === "group" ? chooseGroup(null) : chooseAccounts([]));

  const placeholderRows = (
    <Box css={styles.list} aria-busy="true">
      <Text srOnly>{t`加载中…`}</Text>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} css={styles.item}>
          <Skeleton boxSize="5" />
          <Skeleton height="4" flex="1" />
        </Box>
      ))}
    </Box>
  );

  return (
    <Box role="group" aria-label={label ?? t`选择账号`} css={styles.root} {...rest}>
      <Tabs.Root
        value={mode}
        onValueChange={(details) => switchMode(details.value as AccountPickerMode)}
        size="sm"
        // Switching tabs swaps the selection, so arrow keys only move focus; Enter or Space switches.
        activationMode="manual"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="account">{t`按账号`}</Tabs.Trigger>
          <Tabs.Trigger value="group">{t`按分组`}</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="account" css={styles.panel}>
          <InputGroup startElement={<Search size={16} />}>
            <Input
              type="search"
              size="sm"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={t`搜索账号名称或昵称`}
              aria-label={t`搜索账号`}
            />
          </InputGroup>
          {loading ? (
            placeholderRows
          ) : accounts.length === 0 ? (
            <Text css={styles.empty}>{t`暂无可选账号，请先授权绑定平台账号`}</Text>
          ) : (
            <>
              <Box css={styles.toolbar}>
                <Checkbox.Root
                  size="sm"
                  checked={allState}
                  disabled={visible.length === 0}
                  onCheckedChange={() => chooseAccounts(toggleAll(visibleIds, value))}
                >
                  <Checkbox.HiddenInput ref={selectAllInput} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t`全选`}</Checkbox.Label>
                </Checkbox.Root>
              </Box>
              {visible.length === 0 ? (
                <Text css={styles.empty}>{t`没有找到匹配的账号`}</Text>
              ) : (
                <Box as="ul" css={styles.list}>
                  {visible.map((account) => {
                    const nicknameId = `${idBase}-${account.id}-nickname`;
                    const platformId = `${idBase}-${account.id}-platform`;
                    return (
                      <li key={account.id}>
                        <Checkbox.Root
                          size="sm"
                          css={styles.item}
                          checked={value.includes(account.id)}
                          onCheckedChange={(details) => chooseAccounts(toggleOne(value, account.id, details.checked === true))}
                        >
                          <Checkbox.HiddenInput
                            aria-describedby={account.nickname ? `${nicknameId} ${platformId}` : platformId}
                          />
                          <Checkbox.Control />
                          <Avatar.Root size="xs" aria-hidden="true">
                            <Avatar.Fallback name={account.name} />
                            {account.avatarUrl && <Avatar.Image src={account.avatarUrl} alt="" />}
                          </Avatar.Root>
                          <Box css={styles.itemText}>
                            <Checkbox.Label css={styles.name} title={account.name}>
                              {account.name}
                            </Checkbox.Label>
                            {account.nickname && (
                              <Text as="span" id={nicknameId} css={styles.nickname} title={account.nickname}>
                                {account.nickname}
                              </Text>
                            )}
                          </Box>
                          <PlatformTag id={platformId} platform={account.platform} />
                        </Checkbox.Root>
                      </li>
                    );
                  })}
                </Box>
              )}
            </>
          )}
        </Tabs.Content>

        <Tabs.Content value="group" css={styles.panel}>
          {loading ? (
            placeholderRows
          ) : groups.length === 0 ? (
            <Text css={styles.empty}>{t`暂无分组`}</Text>
          ) : (
            <RadioGroup.Root
              size="sm"
              value={groupId}
              onValueChange={(details) => chooseGroup(details.value)}
              aria-label={t`账号分组`}
            >
              <Box css={styles.list}>
                {groups.map((group) => {
                  const count = group.accountIds.length;
                  return (
                    <RadioGroup.Item key={group.id} value={group.id} css={styles.item}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText css={styles.name} title={group.name}>
                        {group.name}
                      </RadioGroup.ItemText>
                      <Text as="span" css={styles.groupCount}>{t`${count} 个账号`}</Text>
                    </RadioGroup.Item>
                  );
                })}
              </Box>
            </RadioGroup.Root>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <Box css={styles.footer}>
        <Text css={styles.summary} aria-live="polite">
          {t`已选 ${selectedCount} 个账号`}
        </Text>
        <Button size="xs" variant="ghost" onClick={clear} disabled={selectedCount === 0}>
          {t`清空`}
        </Button>
      </Box>
    </Box>
  );
}
