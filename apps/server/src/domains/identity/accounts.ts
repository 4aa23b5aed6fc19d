import { MOBILE_PATTERN } from "@cdp/contracts";

/** Emails are compared and stored lower-cased, so Ops@X.cn and ops@x.cn are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A sign-in "account" is an email, or a bound mainland mobile number. */
export function accountKind(account: string): { kind: "phone"; phone: string } | { kind: "email"; email: string } {
  const value = account.trim();
  return MOBILE_PATTERN.test(value) ? { kind: "phone", phone: value } : { kind: "email", email: normalizeEmail(value) };
}
