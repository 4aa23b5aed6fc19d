import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { operatorInvitations } from "../../db/schema/index.ts";

export type InvitationRow = typeof operatorInvitations.$inferSelect;

export function createInvitationsData(db: AppDb) {
  return {
    /** Stores a new invitation and drops the operator's earlier ones, so only the newest link works. */
    async replace(row: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(operatorInvitations).where(eq(operatorInvitations.userId, row.userId));
        await tx.insert(operatorInvitations).values(row);
      });
    },
    /** The unused, unexpired invitation a token belongs to. */
    async findUsable(tokenHash: string, now: Date): Promise<InvitationRow | null> {
      const rows = await db
        .select()
        .from(operatorInvitations)
        .where(and(eq(operatorInvitations.tokenHash, tokenHash), isNull(operatorInvitations.usedAt), gt(operatorInvitations.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Marks an invitation used; false when another request used it first. */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorInvitations)
        .set({ usedAt: now })
        .where(and(eq(operatorInvitations.id, id), isNull(operatorInvitations.usedAt), gt(operatorInvitations.expiresAt, now)))
        .returning({ id: operatorInvitations.id });
      return rows.length === 1;
    },
  };
}

export type InvitationsData = ReturnType<typeof createInvitationsData>;
