import type { Platform } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AccountsApi } from "../accounts/accounts.module.ts";
import type { PlatformAdapter } from "../platforms/platform-adapter.ts";
import { dayOf, daysBetween } from "./analytics-days.ts";
import type { PostFiguresData, PostState } from "./post-figures.data.ts";
import type { PublishedPost, PublishedPosts } from "./published-posts.ts";

/** Posts are read every day for this many days after posting, then once a week. */
export const DAILY_FOR_DAYS = 30;
export const WEEKLY_EVERY_DAYS = 7;
const PAGE_SIZE = 500;

/**
 * Whether a post's figures are due today. A post never read, or read before today within its first
 * 30 days, is due; later it waits a week from the last read. A missed run is caught up by the next
 * one (once, with today's figures: the platforms only report current totals, so missed days stay gaps).
 */
export function postFiguresDue(post: Pick<PublishedPost, "publishedAt">, state: Pick<PostState, "lastCheckedOn"> | undefined, today: string): boolean {
  const last = state?.lastCheckedOn ?? null;
  if (last === null) return true;
  if (last >= today) return false;
  if (daysBetween(dayOf(post.publishedAt), today) <= DAILY_FOR_DAYS) return true;
  return daysBetween(last, today) >= WEEKLY_EVERY_DAYS;
}

export type PostFiguresCollectorDeps = {
  data: PostFiguresData;
  posts: Pick<PublishedPosts, "page">;
  /** Accounts whose tokens work (others are skipped until reconnected). */
  collectableAccountIds(): Promise<Set<number>>;
  adapters: Record<Platform, Pick<PlatformAdapter, "fetchPostFigures">>;
  tokens: AccountsApi["tokens"];
  clock: Clock;
  log: () => { warn(message: string): void };
};

/** Reads the due posts' figures through each account's adapter, one call batch per account. */
export function createPostFiguresCollector(deps: PostFiguresCollectorDeps) {
  const { data, clock } = deps;

  async function collectAccount(accountId: number, platform: Platform, posts: PublishedPost[], today: string): Promise<boolean> {
    const itemIds = posts.map((post) => post.itemId);
    try {
      const figures = await deps.tokens.withAccessToken(accountId, (accessToken) =>
        deps.adapters[platform].fetchPostFigures({ accessToken, videoIds: posts.map((post) => post.videoId) }),
      );
      const byVideo = new Map(figures.map((figure) => [figure.videoId, figure]));
      await data.saveDays(
        posts.flatMap((post) => {
          const figure = byVideo.get(post.videoId);
          return figure ? [{ itemId: post.itemId, accountId, day: today, views: figure.views, likes: figure.likes, comments: figure.comments, shares: figure.shares }] : [];
        }),
      );
      // A post the platform no longer shows (deleted, made private) was still asked for: no row, no retry today.
      await data.markAttempts(itemIds, clock(), { checkedOn: today });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log().warn(`could not collect the post figures of account ${accountId}: ${message}`);
      await data.markAttempts(itemIds, clock(), { error: message.slice(0, 500) });
      return false;
    }
  }

  return {
    /** The hourly job: every due post of every collectable account. */
    async collectAll(): Promise<{ posts: number; failedAccounts: number }> {
      const today = dayOf(clock());
      const collectable = await deps.collectableAccountIds();
      const due = new Map<number, { platform: Platform; posts: PublishedPost[] }>();
      for (let afterId = 0; ; ) {
        const page = await deps.posts.page(afterId, PAGE_SIZE);
        if (page.length === 0) break;
        afterId = page.at(-1)!.itemId;
        const states = await data.statesOf(page.map((post) => post.itemId));
        for (const post of page) {
          if (!collectable.has(post.accountId) || !postFiguresDue(post, states.get(post.itemId), today)) continue;
          const entry = due.get(post.accountId) ?? { platform: post.platform, posts: [] };
          entry.posts.push(post);
          due.set(post.accountId, entry);
        }
      }
      let posts = 0;
      let failedAccounts = 0;
      for (const [accountId, entry] of due) {
        if (await collectAccount(accountId, entry.platform, entry.posts, today)) posts += entry.posts.length;
        else failedAccounts += 1;
      }
      return { posts, failedAccounts };
    },
  };
}

export type PostFiguresCollector = ReturnType<typeof createPostFiguresCollector>;
