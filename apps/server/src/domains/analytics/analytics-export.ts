import { xlsx } from "../../lazy-modules.ts";
import { translate, type Locale, type Platform, type Ranking, type TopPosts, type Trend } from "@cdp/contracts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The platforms by their own names, as the screens show them (never the API's `tiktok` / `youtube`). */
const PLATFORM_NAMES: Record<Platform, string> = { tiktok: "TikTok", youtube: "YouTube" };

function workbook(sheetName: string, rows: (string | number | null)[][]): Buffer {
  const XLSX = xlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName.slice(0, 31));
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** One row per month: views, likes, fans and the missing days (a gap stays empty, never 0). */
export function trendWorkbook(trend: Trend, locale: Locale): Buffer {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const header = [t("analytics.export.month"), t("analytics.export.views"), t("analytics.export.likes"), t("analytics.export.fans"), t("analytics.export.gapDays")];
  const rows = trend.views.map((point, index) => [point.dateStr, point.num, trend.likes[index]?.num ?? null, trend.fans[index]?.num ?? null, point.gapDays]);
  return workbook(t("analytics.export.trendSheet"), [header, ...rows]);
}

export function rankingWorkbook(ranking: Ranking, locale: Locale): Buffer {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const header = [t("analytics.export.rank"), t("analytics.export.account"), t("analytics.export.platform"), t("analytics.export.weekViews"), t("analytics.export.previousViews"), t("analytics.export.movement")];
  const rows = ranking.list.map((entry) => [entry.rank, entry.name, PLATFORM_NAMES[entry.platform], entry.views, entry.previousViews, entry.movement]);
  return workbook(t("analytics.export.rankingSheet"), [header, ...rows]);
}

export function topPostsWorkbook(posts: TopPosts, locale: Locale): Buffer {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const header = [
    t("analytics.export.title"),
    t("analytics.export.account"),
    t("analytics.export.platform"),
    t("analytics.export.publishedAt"),
    t("analytics.export.views"),
    t("analytics.export.likes"),
    t("analytics.export.comments"),
    t("analytics.export.shares"),
  ];
  // A platform without a share count (YouTube) leaves the cell empty, never 0.
  const rows = posts.list.map((post) => [post.title, post.accountName, PLATFORM_NAMES[post.platform], post.publishedAt, post.views, post.likes, post.comments, post.shares]);
  return workbook(t("analytics.export.topPostsSheet"), [header, ...rows]);
}
