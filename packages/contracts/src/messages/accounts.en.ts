import type { accountMessagesZh, accountServerMessagesZh } from "./accounts.ts";

/** English of `accountMessagesZh` (loaded only where English is needed: see `messages-en.ts`). */
export const accountMessagesEn: Record<keyof typeof accountMessagesZh | keyof typeof accountServerMessagesZh, string> = {
  "validation.account.remark.tooLong": "The account nickname can have at most 50 characters",
  "validation.accountGroup.name.required": "Please enter a group name",
  "validation.accountGroup.name.tooLong": "The group name can have at most 30 characters",
  "validation.accountGroup.remark.tooLong": "The group remark can have at most 200 characters",
  "validation.accountGroup.accounts.required": "Please choose at least one account",
  "accounts.limitReached": "Your plan allows at most {max} linked accounts. Upgrade to link more.",
  "accounts.alreadyLinkedElsewhere": "This account is already linked by another user",
  "accounts.linked": "Account authorised",
  "accounts.unbound": "Account unlinked",
  "accounts.reconnectNeeded": "The account's authorisation has lapsed. Please authorise it again.",
  "accounts.link.expired": "The QR code has expired. Please get a new one.",
  "accounts.link.denied": "Authorisation was refused",
  "accounts.link.failed": "Authorisation failed. Please try again.",
  "accounts.link.stateInvalid": "This authorisation link is no longer valid. Please start again.",
  "accounts.platform.notConfigured": "This platform's app credentials are not configured",
  "accounts.tokenExpiring": "The account's authorisation expires soon. Please authorise it again.",
  "accounts.link.pageSuccess": "Authorised. You can close this page.",
  "accounts.link.pageFailure": "Authorisation failed: {reason}",
  "accounts.keep.tooMany": "Your plan keeps at most {max} accounts active.",
  "accounts.keep.saved": "Saved. The other accounts are read-only.",
  "accounts.readOnly": "This account is over your plan's account limit and is read-only (its data is kept). Choose the accounts to keep, or upgrade.",
  "accountGroup.nameTaken": "You already have a group with this name",
};
