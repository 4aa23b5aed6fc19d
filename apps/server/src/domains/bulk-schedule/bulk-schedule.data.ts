import { and, count, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { accountGroupMembers, accountGroups, media, platformAccounts } from "../../db/schema/index.ts";

export type NamedAccount = { id: number; name: string; username: string | null; platform: "tiktok" | "youtube"; status: "active" | "unbound" };
export type NamedGroup = { id: number; name: string; members: number };
export type NamedMedia = { id: number; fileName: string; type: "image" | "video" | "other" };

/**
 * What the rows of a bulk-scheduling workbook name, read within the operator's own rows only (so
 * another operator's account, group or file is simply not found). Read-only: the tasks themselves
 * are created by publishing.
 */
export function createBulkScheduleData(db: AppDb) {
  return {
    async accountsOf(userId: number): Promise<NamedAccount[]> {
      return db
        .select({ id: platformAccounts.id, name: platformAccounts.name, username: platformAccounts.username, platform: platformAccounts.platform, status: platformAccounts.status })
        .from(platformAccounts)
        .where(eq(platformAccounts.userId, userId))
        .orderBy(platformAccounts.id);
    },
    async groupsNamed(userId: number, names: string[]): Promise<NamedGroup[]> {
      if (names.length === 0) return [];
      return db
        .select({ id: accountGroups.id, name: accountGroups.name, members: count(accountGroupMembers.accountId) })
        .from(accountGroups)
        .leftJoin(accountGroupMembers, eq(accountGroupMembers.groupId, accountGroups.id))
        .where(and(eq(accountGroups.userId, userId), inArray(accountGroups.name, names)))
        .groupBy(accountGroups.id, accountGroups.name);
    },
    async mediaNamed(userId: number, fileNames: string[]): Promise<NamedMedia[]> {
      if (fileNames.length === 0) return [];
      return db
        .select({ id: media.id, fileName: media.fileName, type: media.type })
        .from(media)
        .where(and(eq(media.ownerType, "user"), eq(media.ownerId, String(userId)), inArray(media.fileName, fileNames)));
    },
  };
}

export type BulkScheduleData = ReturnType<typeof createBulkScheduleData>;
