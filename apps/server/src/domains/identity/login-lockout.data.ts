import { sql, type AnyColumn } from "drizzle-orm";

type LockColumns = { failedLoginCount: AnyColumn; loginLockedUntil: AnyColumn };

/**
 * The SET that claims one password attempt before the password is checked, computed by the
 * database in one statement so concurrent attempts each take their own number. While a lock is in
 * force nothing changes; an attempt past the threshold starts the lock at once (count back to 0).
 * The count is of attempts not yet proven right: a correct password clears it afterwards.
 */
export function claimAttemptChanges(columns: LockColumns, threshold: number, lockUntil: Date, now: Date) {
  const locked = sql`${columns.loginLockedUntil} is not null and ${columns.loginLockedUntil} > ${now.toISOString()}::timestamptz`;
  const overBudget = sql`${columns.failedLoginCount} + 1 > ${threshold}`;
  return {
    failedLoginCount: sql<number>`case when ${locked} then ${columns.failedLoginCount} when ${overBudget} then 0 else ${columns.failedLoginCount} + 1 end`,
    loginLockedUntil: sql<Date | null>`case when ${locked} then ${columns.loginLockedUntil} when ${overBudget} then ${lockUntil.toISOString()}::timestamptz else ${columns.loginLockedUntil} end`,
  };
}

/** What the last wrong password a lock allows does: the lock starts. */
export function lockChanges(lockUntil: Date) {
  return { failedLoginCount: 0, loginLockedUntil: lockUntil };
}

/** What a successful sign-in or a new password does to the lock. */
export const clearedLoginLock = { failedLoginCount: 0, loginLockedUntil: null };
