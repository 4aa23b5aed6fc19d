import type { AccountPickerChange } from "@cdp/ui/account-picker";
import { useState } from "react";
import { usePublishAccounts } from "../api/publish-accounts.ts";
import { usePublishGroups } from "../api/publish-groups.ts";

/** The accounts and groups a publish screen can post to, and the operator's choice: accounts one by one, or a whole group. */
export function usePublishTargets() {
  const accountsQuery = usePublishAccounts();
  const groupsQuery = usePublishGroups();
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [groupId, setGroupId] = useState<number | null>(null);
  return {
    allAccounts: accountsQuery.data?.list ?? [],
    groups: groupsQuery.data?.list ?? [],
    loading: accountsQuery.isPending,
    accountIds,
    /** Set when the choice is exactly one whole group (the task is then sent "by group"). */
    groupId,
    choose(ids: string[], change: AccountPickerChange) {
      setAccountIds(ids);
      setGroupId(change.mode === "group" && change.groupId ? Number(change.groupId) : null);
    },
    /** An opened draft's choice. */
    restore(ids: string[], group: number | null) {
      setAccountIds(ids);
      setGroupId(group);
    },
  };
}
