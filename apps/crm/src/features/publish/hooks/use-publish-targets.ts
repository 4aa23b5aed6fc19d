import type { AccountGroup, PlatformAccount } from "@cdp/contracts";
import type { AccountPickerChange } from "@cdp/ui/account-picker";
import { useCallback, useState } from "react";
import { usePublishAccounts } from "../api/publish-accounts.ts";
import { usePublishGroups } from "../api/publish-groups.ts";

const NO_ACCOUNTS: PlatformAccount[] = [];
const NO_GROUPS: AccountGroup[] = [];

/**
 * The accounts and groups a publish screen can post to, and the operator's choice: accounts one by one, or a whole group.
 * Every value and function keeps its identity until it changes, so the memoized account picker skips the renders of the rest of the form.
 */
export function usePublishTargets() {
  const accountsQuery = usePublishAccounts();
  const groupsQuery = usePublishGroups();
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [groupId, setGroupId] = useState<number | null>(null);
  const choose = useCallback((ids: string[], change: AccountPickerChange) => {
    setAccountIds(ids);
    setGroupId(change.mode === "group" && change.groupId ? Number(change.groupId) : null);
  }, []);
  const restore = useCallback((ids: string[], group: number | null) => {
    setAccountIds(ids);
    setGroupId(group);
  }, []);
  return {
    allAccounts: accountsQuery.data?.list ?? NO_ACCOUNTS,
    groups: groupsQuery.data?.list ?? NO_GROUPS,
    loading: accountsQuery.isPending,
    accountIds,
    /** Set when the choice is exactly one whole group (the task is then sent "by group"). */
    groupId,
    choose,
    /** An opened draft's choice. */
    restore,
  };
}
