import type { analyticsMessagesZh, analyticsServerMessagesZh } from "./analytics.ts";

/** English of `analyticsMessagesZh` (loaded only where English is needed: see `messages-en.ts`). */
export const analyticsMessagesEn: Record<keyof typeof analyticsMessagesZh | keyof typeof analyticsServerMessagesZh, string> = {
  "validation.analytics.month": "Choose a valid month.",
  "validation.analytics.span": "Choose the last 6, 12 or 24 months.",
  "validation.analytics.range": "Choose a start and an end month, at most 36 months apart.",
  "analytics.groupNotFound": "The group does not exist.",
  "analytics.accountNotFound": "The account does not exist.",
  "analytics.export.views": "Views",
  "analytics.export.likes": "Likes",
  "analytics.export.fans": "Fans",
  "analytics.export.month": "Month",
  "analytics.export.gapDays": "Missing days",
  "analytics.export.rank": "Rank",
  "analytics.export.movement": "Rank change",
  "analytics.export.account": "Account",
  "analytics.export.platform": "Platform",
  "analytics.export.weekViews": "Views, last 7 days",
  "analytics.export.previousViews": "Views, week before",
  "analytics.export.title": "Title",
  "analytics.export.publishedAt": "Published",
  "analytics.export.comments": "Comments",
  "analytics.export.shares": "Shares",
  "analytics.export.trendSheet": "Monthly trend",
  "analytics.export.rankingSheet": "Weekly ranking",
  "analytics.export.topPostsSheet": "Top posts",
};
