import type { AccountGroup, Platform, PlatformAccount } from "@cdp/contracts";
import type { PickerAccount, PickerGroup } from "@cdp/ui/account-picker";

/** An account can be posted to unless its authorisation has lapsed. */
export const canPublishTo = (account: PlatformAccount) => account.tokenHealth !== "reconnect_needed";

export function toPickerAccount(account: PlatformAccount): PickerAccount {
  return { id: String(account.id), name: account.name, nickname: account.remark || undefined, avatarUrl: account.avatarUrl ?? undefined, platform: account.platform };
}

/** Groups with their usable members (accounts carry their group ids). */
export function toPickerGroups(groups: AccountGroup[], accounts: PlatformAccount[]): PickerGroup[] {
  return groups.map((group) => ({
    id: String(group.id),
    name: group.name,
    accountIds: accounts.filter((account) => account.groupIds.includes(group.id)).map((account) => String(account.id)),
  }));
}

/** The chosen accounts in the picker's order. */
export function chosenAccounts(accounts: PlatformAccount[], ids: string[]): PlatformAccount[] {
  const byId = new Map(accounts.map((account) => [String(account.id), account]));
  return ids.map((id) => byId.get(id)).filter((account): account is PlatformAccount => account !== undefined);
}

export const platformsOf = (accounts: PlatformAccount[]): Platform[] => [...new Set(accounts.map((account) => account.platform))];

/** The accounts grouped by platform (first seen first), the order their posts go out in. */
export function inPlatformOrder(accounts: PlatformAccount[]): PlatformAccount[] {
  return platformsOf(accounts).flatMap((platform) => accounts.filter((account) => account.platform === platform));
}
