import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Platform } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { platformAccounts } from "../../db/schema/index.ts";
import type { AccountRow } from "./accounts.data.ts";

/** What a finished authorisation brings: who the account is, its totals, and its (encrypted) tokens. */
export type LinkedAccountInput = {
  userId: number;
  platform: Platform;
  externalId: string;
  profile: { name: string; username: string | null; avatarUrl: string | null; fans: number; likes: number; views: number; videos: number };
  tokens: {
    accessTokenEncrypted: string;
    refreshTokenEncrypted: string | null;
    accessExpiresAt: Date;
    refreshExpiresAt: Date | null;
    scopes: string[];
  };
  /** The operator's plan allowance of active accounts. */
  maxAccounts: number;
  at: Date;
};

export type LinkedAccountOutcome =
  | { outcome: "linked"; account: AccountRow }
  | { outcome: "elsewhere" }
  | { outcome: "limit"; max: number };

/**
 * Stores an authorised account in one transaction: the same operator's account gets the new
 * tokens (reconnect cleared, an unbound one reactivated); another operator's active account with
 * that id refuses; a new account must fit the plan's allowance.
 */
export async function saveLinkedAccount(db: AppDb, input: LinkedAccountInput): Promise<LinkedAccountOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const samePlatformAccount = and(eq(platformAccounts.platform, input.platform), eq(platformAccounts.externalId, input.externalId));
      const [elsewhere] = await tx
        .select({ id: platformAccounts.id })
        .from(platformAccounts)
        .where(and(samePlatformAccount, eq(platformAccounts.status, "active"), ne(platformAccounts.userId, input.userId)))
        .limit(1);
      if (elsewhere) return { outcome: "elsewhere" } as const;

      const [own] = await tx
        .select()
        .from(platformAccounts)
        .where(and(samePlatformAccount, eq(platformAccounts.userId, input.userId)))
        .orderBy(asc(platformAccounts.status), desc(platformAccounts.id)) // the active row first, else the newest unbound one
        .limit(1);
      const fresh = {
        ...input.profile,
        ...input.tokens,
        statsUpdatedAt: input.at,
        tokenStatus: "healthy" as const,
        tokenError: null,
      };
      if (own?.status === "active") {
        const [updated] = await tx.update(platformAccounts).set(fresh).where(eq(platformAccounts.id, own.id)).returning();
        return { outcome: "linked", account: updated! } as const;
      }
      const used = await tx.$count(platformAccounts, and(eq(platformAccounts.userId, input.userId), eq(platformAccounts.status, "active")));
      if (used >= input.maxAccounts) return { outcome: "limit", max: input.maxAccounts } as const;
      if (own) {
        const [reactivated] = await tx
          .update(platformAccounts)
          .set({ ...fresh, status: "active", linkedAt: input.at, unboundAt: null })
          .where(eq(platformAccounts.id, own.id))
          .returning();
        return { outcome: "linked", account: reactivated! } as const;
      }
      const [created] = await tx
        .insert(platformAccounts)
        .values({ ...fresh, userId: input.userId, platform: input.platform, externalId: input.externalId, linkedAt: input.at })
        .returning();
      return { outcome: "linked", account: created! } as const;
    });
  } catch (error) {
    // Another operator linked the same account at the same moment: the partial unique index decided.
    if (isUniqueViolation(error)) return { outcome: "elsewhere" };
    throw error;
  }
}
