import type { Platform } from "@cdp/contracts";

export type PickerAccount = {
  id: string;
  /** The account's name on the platform. */
  name: string;
  /** The operator's nickname (remark) for the account. */
  nickname?: string;
  avatarUrl?: string;
  platform: Platform;
};

export type PickerGroup = {
  id: string;
  name: string;
  accountIds: string[];
};

/** The accounts whose name or nickname contains the query (trimmed, case-insensitive). */
export function filterAccounts(accounts: readonly PickerAccount[], query: string): PickerAccount[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...accounts];
  return accounts.filter(
    (account) =>
      account.name.toLocaleLowerCase().includes(needle) || (account.nickname ?? "").toLocaleLowerCase().includes(needle),
  );
}

/** The select-all checkbox's state for the visible ids: all, none or some of them selected. */
export function selectAllState(visibleIds: readonly string[], selected: readonly string[]): boolean | "indeterminate" {
  const chosen = new Set(selected);
  const count = visibleIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return false;
  return count === visibleIds.length ? true : "indeterminate";
}

/** Select-all toggled: when every visible id is selected they are all removed, otherwise the missing ones are added. */
export function toggleAll(visibleIds: readonly string[], selected: readonly string[]): string[] {
  if (selectAllState(visibleIds, selected) === true) {
    const visible = new Set(visibleIds);
    return selected.filter((id) => !visible.has(id));
  }
  const chosen = new Set(selected);
  return [...selected, ...visibleIds.filter((id) => !chosen.has(id))];
}

/** One checkbox toggled. */
export function toggleOne(selected: readonly string[], id: string, checked: boolean): string[] {
  const without = selected.filter((other) => other !== id);
  return checked ? [...without, id] : without;
}
