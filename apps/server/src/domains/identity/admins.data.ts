import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { admins } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { LoginAttempt } from "./login-lockout.ts";
import { claimAttemptChanges, clearedLoginLock, lockChanges } from "./login-lockout.data.ts";

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;

/** Administrators. Emails are stored lower-cased; callers pass them normalised. */
export function createAdminsData(db: AppDb) {
  return {
    async findById(id: number): Promise<AdminRow | null> {
      return (await db.select().from(admins).where(eq(admins.id, id)).limit(1))[0] ?? null;
    },
    async findByEmail(email: string): Promise<AdminRow | null> {
      return (await db.select().from(admins).where(eq(admins.email, email)).limit(1))[0] ?? null;
    },
    /** Null when the email is already taken. */
    async create(admin: NewAdmin): Promise<AdminRow | null> {
      try {
        const [created] = await db.insert(admins).values(admin).returning();
        return created ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async count(): Promise<number> {
      return await db.$count(admins);
    },
    async setPassword(id: number, passwordHash: string, at: Date): Promise<void> {
      await db.update(admins).set({ passwordHash, updatedAt: at, ...clearedLoginLock }).where(eq(admins.id, id));
    },
    /** A successful sign-in (password or code) also clears the wrong-password count and any lock. */
    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(admins).set({ lastLoginAt: at, ...clearedLoginLock }).where(eq(admins.id, id));
    },
    /** Claims one password attempt (see `claimAttemptChanges`); null when the row is gone. */
    async claimLoginAttempt(id: number, threshold: number, lockUntil: Date, now: Date): Promise<LoginAttempt | null> {
      const [row] = await db
        .update(admins)
        .set(claimAttemptChanges(admins, threshold, lockUntil, now))
        .where(eq(admins.id, id))
        .returning({ attempt: admins.failedLoginCount, lockedUntil: admins.loginLockedUntil });
      return row ?? null;
    },
    async lockLogin(id: number, lockUntil: Date): Promise<void> {
      await db.update(admins).set(lockChanges(lockUntil)).where(eq(admins.id, id));
    },
  };
}

export type AdminsData = ReturnType<typeof createAdminsData>;
