import type { PublishedPostRow } from "../publishing/published-posts.data.ts";

export type PublishedPost = PublishedPostRow;

/** What analytics needs from publishing: the posts it published, by their real video ids. */
export type PublishedPosts = {
  /** Every published post in item order after `afterId` (a page of `limit`). */
  page(afterId: number, limit: number): Promise<PublishedPost[]>;
  /** The named posts of one operator; another operator's are left out. */
  ofUser(userId: number, itemIds: number[]): Promise<PublishedPost[]>;
};
