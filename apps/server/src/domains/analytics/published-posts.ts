import type { Platform } from "@cdp/contracts";

/** A post the product published, with its latest figures, as the publishing engine will report it. */
export type PublishedPost = {
  accountId: number;
  platform: Platform;
  videoId: string;
  title: string;
  publishedAt: Date;
  views: number;
  likes: number;
  comments: number;
  shares: number;
};

/** The one thing analytics needs from publishing: the posts it published for some accounts, best first. */
export type PublishedPosts = {
  topPosts(accountIds: number[], limit: number): Promise<PublishedPost[]>;
};

/**
 * Until the publishing engine's tables (publish tasks / items with post ids) exist, the product has
 * published nothing: top posts are empty. Replace this with publishing's API when it lands.
 */
export const noPublishedPostsYet: PublishedPosts = {
  topPosts: async () => [],
};
