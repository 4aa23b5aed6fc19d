import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import { verifyDecoyPassword, verifyPassword } from "./passwords.ts";

/** `LOGIN_LOCK_THRESHOLD` wrong passwords in a row lock password sign-in for `LOGIN_LOCK_MINUTES`. */
export type LoginLockPolicy = { threshold: number; minutes: number };

/** An operator or administrator row: what a password check reads. */
export type LockableAccount = { id: number; passwordHash: string; loginLockedUntil: Date | null };

/**
 * Counts one wrong password for an account in a single statement; at the threshold it sets the lock
 * to `lockUntil` and starts the count again. Returns the lock now in force, if any.
 */
export type RecordFailedLogin = (id: number, threshold: number, lockUntil: Date) => Promise<Date | null>;

const invalidCredentials = () => new AppError("BAD_REQUEST", { messageKey: "auth.invalidCredentials" });

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError("RATE_LIMITED", { messageKey: "auth.locked", params: { minutes } });
}

/**
 * Password sign-in with a per-account lock. An unknown account gets the plain wrong-credentials answer
 * after the same hashing work; a locked account is refused whatever the password, so a correct guess
 * during the lock teaches nothing. Clearing the count on success is the caller's sign-in bookkeeping.
 */
export function createPasswordCheck(deps: { clock: Clock; policy: LoginLockPolicy }) {
  const { clock, policy } = deps;
  return async function checkPassword<Account extends LockableAccount>(
    account: Account | null,
    password: string,
    recordFailure: RecordFailedLogin,
  ): Promise<Account> {
    if (!account) {
      await verifyDecoyPassword(password);
      throw invalidCredentials();
    }
    const now = clock();
    if (account.loginLockedUntil && account.loginLockedUntil > now) {
      await verifyDecoyPassword(password);
      throw lockedError(account.loginLockedUntil, now);
    }
    if (await verifyPassword(password, account.passwordHash)) return account;
    const lockUntil = new Date(now.getTime() + policy.minutes * 60_000);
    const lockedUntil = await recordFailure(account.id, policy.threshold, lockUntil);
    if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
    throw invalidCredentials();
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
