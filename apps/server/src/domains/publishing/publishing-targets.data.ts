import { and, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { accountGroupMembers, accountGroups, media, platformAccounts } from "../../db/schema/index.ts";

export type TargetAccount = { id: number; platform: "tiktok" | "youtube"; name: string; status: "active" | "unbound"; tokenStatus: "healthy" | "reconnect_needed" };
export type OwnedMedia = { id: number; fileName: string; type: "image" | "video" | "other"; mime: string; size: number; width: number | null; height: number | null; durationSeconds: number | null };

const accountColumns = { id: platformAccounts.id, platform: platformAccounts.platform, name: platformAccounts.name, status: platformAccounts.status, tokenStatus: platformAccounts.tokenStatus };

/** What a publish request points at, read only within the operator's own rows. */
export function createPublishTargetsData(db: AppDb) {
  return {
    async accountsOf(userId: number, ids: number[]): Promise<TargetAccount[]> {
      if (ids.length === 0) return [];
      return db.select(accountColumns).from(platformAccounts).where(and(eq(platformAccounts.userId, userId), inArray(platformAccounts.id, ids)));
    },
    /** The group's active accounts, or null when the group is not the operator's. */
    async accountsOfGroup(userId: number, groupId: number): Promise<TargetAccount[] | null> {
      const [group] = await db.select({ id: accountGroups.id }).from(accountGroups).where(and(eq(accountGroups.id, groupId), eq(accountGroups.userId, userId)));
      if (!group) return null;
      return db
        .select(accountColumns)
        .from(accountGroupMembers)
        .innerJoin(platformAccounts, eq(platformAccounts.id, accountGroupMembers.accountId))
        .where(and(eq(accountGroupMembers.groupId, groupId), eq(platformAccounts.status, "active")))
        .orderBy(platformAccounts.id);
    },
    async mediaOf(userId: number, ids: number[]): Promise<OwnedMedia[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: media.id, fileName: media.fileName, type: media.type, mime: media.mime, size: media.size, width: media.width, height: media.height, durationSeconds: media.durationSeconds })
        .from(media)
        .where(and(eq(media.ownerType, "user"), eq(media.ownerId, String(userId)), inArray(media.id, ids)));
    },
  };
}

export type PublishTargetsData = ReturnType<typeof createPublishTargetsData>;
