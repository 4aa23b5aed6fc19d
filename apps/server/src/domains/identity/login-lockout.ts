import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import { verifyDecoyPassword, verifyPassword } from "./passwords.ts";

/** `LOGIN_LOCK_THRESHOLD` wrong passwords in a row lock password sign-in for `LOGIN_LOCK_MINUTES`. */
export type LoginLockPolicy = { threshold: number; minutes: number };

/** An operator or administrator row: what a password check reads. */
export type LockableAccount = { id: number; passwordHash: string };

/** The number a password attempt took (1 … threshold), and the lock in force once it was counted. */
export type LoginAttempt = { attempt: number; lockedUntil: Date | null };

/** The lock bookkeeping of one kind of account (operators or administrators), each a single statement. */
export type LoginAttempts = {
  claimLoginAttempt(id: number, threshold: number, lockUntil: Date, now: Date): Promise<LoginAttempt | null>;
  lockLogin(id: number, lockUntil: Date): Promise<void>;
};

const invalidCredentials = () => new AppError("BAD_REQUEST", { messageKey: "auth.invalidCredentials" });

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError("RATE_LIMITED", { messageKey: "auth.locked", params: { minutes } });
}

/**
 * Password sign-in with a per-account lock. Each attempt is counted before the password is
 * checked, atomically, so a burst of parallel guesses gets no more than `threshold` checks per lock
 * window however the requests interleave. An unknown account gets the plain wrong-credentials answer
 * after the same hashing work; a locked account is refused whatever the password, so a correct guess
 * during the lock teaches nothing. Clearing the count on success is the caller's sign-in bookkeeping.
 */
export function createPasswordCheck(deps: { clock: Clock; policy: LoginLockPolicy }) {
  const { clock, policy } = deps;
  return async function checkPassword<Account extends LockableAccount>(
    account: Account | null,
    password: string,
    attempts: LoginAttempts,
  ): Promise<Account> {
    const now = clock();
    const lockUntil = new Date(now.getTime() + policy.minutes * 60_000);
    const claimed = account ? await attempts.claimLoginAttempt(account.id, policy.threshold, lockUntil, now) : null;
    if (!account || !claimed) {
      await verifyDecoyPassword(password);
      throw invalidCredentials();
    }
    if (claimed.lockedUntil && claimed.lockedUntil > now) {
      await verifyDecoyPassword(password);
      throw lockedError(claimed.lockedUntil, now);
    }
    if (await verifyPassword(password, account.passwordHash)) return account;
    if (claimed.attempt >= policy.threshold) {
      await attempts.lockLogin(account.id, lockUntil);
      throw lockedError(lockUntil, now);
    }
    throw invalidCredentials();
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
