import { sql, type AnyColumn } from "drizzle-orm";

type LockColumns = { failedLoginCount: AnyColumn; loginLockedUntil: AnyColumn };

/**
 * The SET of one wrong password, computed by the database so concurrent attempts all count: the
 * count goes up, and at the threshold the lock starts and the count begins again.
 */
export function failedLoginChanges(columns: LockColumns, threshold: number, lockUntil: Date) {
  const reached = sql`${columns.failedLoginCount} + 1 >= ${threshold}`;
  return {
    failedLoginCount: sql<number>`case when ${reached} then 0 else ${columns.failedLoginCount} + 1 end`,
    loginLockedUntil: sql<Date | null>`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${columns.loginLockedUntil} end`,
  };
}

/** What a successful sign-in or a new password does to the lock. */
export const clearedLoginLock = { failedLoginCount: 0, loginLockedUntil: null };
