import { tiktokCaption, type Platform } from "@cdp/contracts";

/** The text fields a post has on each platform, with the unit the platform counts in. */
export type TextLimit = {
  max: number;
  /** `units`: UTF-16 code units (TikTok); `chars`: characters (code points); `bytes`: UTF-8 bytes. */
  unit: "units" | "chars" | "bytes";
};

/**
 * TikTok's caption (`post_info.title`, 2200 UTF-16 units) is the post's title, a blank line and its
 * description, counted as the server builds it (`tiktokCaption` of @cdp/contracts). YouTube: title
 * 100 characters, description 5000 UTF-8 bytes (platform-api-contracts §B.3).
 */
export const TEXT_LIMITS = {
  tiktok: { caption: { max: 2200, unit: "units" } },
  /** TikTok photo posts have a title and a description of their own (§A.3.5). */
  tiktokPhoto: { title: { max: 90, unit: "units" }, description: { max: 4000, unit: "units" } },
  youtube: { title: { max: 100, unit: "chars" }, description: { max: 5000, unit: "bytes" } },
} as const satisfies Record<string, Record<string, TextLimit>>;

const encoder = new TextEncoder();

/** The length of `text` as the platform counts it. */
export function measureText(text: string, unit: TextLimit["unit"]): number {
  if (unit === "units") return text.length;
  if (unit === "chars") return [...text].length;
  return encoder.encode(text).length;
}

/** The counted texts of one post on a platform, each with its length and limit. */
export function postTextCounts(platform: Platform, title: string, description: string, mode: "video" | "photo" = "video") {
  if (platform === "tiktok" && mode === "photo") {
    const limits = TEXT_LIMITS.tiktokPhoto;
    return [
      { field: "title" as const, length: measureText(title, limits.title.unit), ...limits.title },
      { field: "description" as const, length: measureText(description, limits.description.unit), ...limits.description },
    ];
  }
  if (platform === "tiktok") {
    const { caption } = TEXT_LIMITS.tiktok;
    return [{ field: "caption" as const, length: measureText(tiktokCaption({ title, description, tags: [] }), caption.unit), ...caption }];
  }
  const { title: titleLimit, description: descriptionLimit } = TEXT_LIMITS.youtube;
  return [
    { field: "title" as const, length: measureText(title, titleLimit.unit), ...titleLimit },
    { field: "description" as const, length: measureText(description, descriptionLimit.unit), ...descriptionLimit },
  ];
}
