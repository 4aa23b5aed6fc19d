import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { verificationCodes } from "../../db/schema/index.ts";

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export function createVerificationCodesData(db: AppDb) {
  return {
    async create(row: typeof verificationCodes.$inferInsert): Promise<VerificationCodeRow> {
      const [created] = await db.insert(verificationCodes).values(row).returning();
      if (!created) throw new Error("verification code insert returned nothing");
      return created;
    },
    async remove(id: string): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },
    /** The newest code of a purpose for a recipient: only that one can be used. */
    async latest(purpose: string, target: string): Promise<VerificationCodeRow | null> {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },
    async countForTargetSince(target: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async countForIpSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Counts a wrong try atomically and returns the new number of tries. */
    async addAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    /** Marks a code used; false when another request used it first. */
    async consume(id: string, at: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    /** Codes older than a day serve no rule any more. */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
    },
  };
}

export type VerificationCodesData = ReturnType<typeof createVerificationCodesData>;
