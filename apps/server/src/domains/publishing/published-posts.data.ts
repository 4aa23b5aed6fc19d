import { and, asc, eq, gt, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishItems } from "../../db/schema/index.ts";

/** A post the product published, named by the platform's real video id (TikTok's post id, never its publish id). */
export type PublishedPostRow = {
  itemId: number;
  userId: number;
  accountId: number;
  platform: "tiktok" | "youtube";
  videoId: string;
  title: string;
  postUrl: string | null;
  publishedAt: Date;
};

/** Succeeded publish items that carry a post id (a TikTok post still waiting for its link has none yet). */
export function createPublishedPostsData(db: AppDb) {
  const select = (where: SQL | undefined, limit?: number) => {
    const query = db
      .select({
        itemId: publishItems.id,
        userId: publishItems.userId,
        accountId: publishItems.accountId,
        platform: publishItems.platform,
        videoId: publishItems.postId,
        title: publishItems.title,
        postUrl: publishItems.postUrl,
        finishedAt: publishItems.finishedAt,
        scheduledAt: publishItems.scheduledAt,
      })
      .from(publishItems)
      .where(and(eq(publishItems.status, 1), isNotNull(publishItems.postId), where))
      .orderBy(asc(publishItems.id));
    return (limit === undefined ? query : query.limit(limit)).then((rows) =>
      rows.map(({ finishedAt, scheduledAt, videoId, ...row }): PublishedPostRow => ({ ...row, videoId: videoId ?? "", publishedAt: finishedAt ?? scheduledAt })),
    );
  };
  return {
    /** Every published post in item order after `afterId` (a page of `limit`). */
    page: (afterId: number, limit: number) => select(gt(publishItems.id, afterId), limit),
    /** The named posts of one operator; another operator's are left out. */
    ofUser: (userId: number, itemIds: number[]) => (itemIds.length === 0 ? Promise.resolve([]) : select(and(eq(publishItems.userId, userId), inArray(publishItems.id, itemIds)))),
  };
}
