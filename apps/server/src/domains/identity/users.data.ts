import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { LoginAttempt } from "./login-lockout.ts";
import { claimAttemptChanges, clearedLoginLock, lockChanges } from "./login-lockout.data.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Operators. Emails are stored lower-cased; callers pass them normalised. */
export function createUsersData(db: AppDb) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | null> {
      return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null;
    },
    async findByPhone(phone: string): Promise<UserRow | null> {
      return (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0] ?? null;
    },
    /** Null when the email (or phone) is already taken. */
    async create(user: NewUser): Promise<UserRow | null> {
      try {
        const [created] = await db.insert(users).values(user).returning();
        return created ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async count(): Promise<number> {
      return await db.$count(users);
    },
    async setPassword(id: number, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: at, ...clearedLoginLock }).where(eq(users.id, id));
    },
    /** False when another operator has that number. */
    async setPhone(id: number, phone: string, at: Date): Promise<boolean> {
      try {
        await db.update(users).set({ phone, updatedAt: at }).where(eq(users.id, id));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async setNickname(id: number, nickname: string, at: Date): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ nickname, updatedAt: at }).where(eq(users.id, id)).returning();
      return row ?? null;
    },
    /** A successful sign-in (password or code) also clears the wrong-password count and any lock. */
    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at, ...clearedLoginLock }).where(eq(users.id, id));
    },
    /** Claims one password attempt (see `claimAttemptChanges`); null when the row is gone. */
    async claimLoginAttempt(id: number, threshold: number, lockUntil: Date, now: Date): Promise<LoginAttempt | null> {
      const [row] = await db
        .update(users)
        .set(claimAttemptChanges(users, threshold, lockUntil, now))
        .where(eq(users.id, id))
        .returning({ attempt: users.failedLoginCount, lockedUntil: users.loginLockedUntil });
      return row ?? null;
    },
    async lockLogin(id: number, lockUntil: Date): Promise<void> {
      await db.update(users).set(lockChanges(lockUntil)).where(eq(users.id, id));
    },
  };
}

export type UsersData = ReturnType<typeof createUsersData>;
