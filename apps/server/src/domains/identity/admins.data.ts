import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { admins } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { clearedLoginLock, failedLoginChanges } from "./login-lockout.data.ts";

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
    /** Counts a wrong password; returns the lock in force afterwards (it may lie in the past). */
    async recordFailedLogin(id: number, threshold: number, lockUntil: Date): Promise<Date | null> {
      const [row] = await db
        .update(admins)
        .set(failedLoginChanges(admins, threshold, lockUntil))
        .where(eq(admins.id, id))
        .returning({ lockedUntil: admins.loginLockedUntil });
      return row?.lockedUntil ?? null;
    },
  };
}

export type AdminsData = ReturnType<typeof createAdminsData>;
