import type { TiktokDemoCreator } from "./settings.ts";
import type { TiktokPost } from "./state.ts";

const DAY_MS = 86_400_000;
/** Statistics start growing from this day; everything is a pure function of `now()`. */
const ANCHOR_MS = Date.UTC(2026, 0, 1);

export type SandboxVideo = {
  id: string;
  create_time: number;
  title: string;
  video_description: string;
  duration: number;
  width: number;
  height: number;
  cover_image_url: string;
  share_url: string;
  embed_link: string;
  like_count: number;
  comment_count: number;
  share_count: number;
  view_count: number;
};

function daysSinceAnchor(now: number): number {
  return Math.max(0, Math.floor((now - ANCHOR_MS) / DAY_MS));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function avatarDataUrl(creator: TiktokDemoCreator): string {
  const hue = (creator.statsSeed * 67) % 360;
  // The name's first character (a test creator's username is generated).
  const letter = escapeXml((Array.from(creator.displayName.trim())[0] ?? creator.username.slice(0, 1)).toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="hsl(${hue},70%,45%)"/><text x="50" y="64" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

function engagement(views: number) {
  return { view_count: views, like_count: Math.floor(views / 12), comment_count: Math.floor(views / 150), share_count: Math.floor(views / 300) };
}

function videoLinks(creator: TiktokDemoCreator, id: string, kind: "video" | "photo" = "video") {
  return {
    cover_image_url: avatarDataUrl(creator),
    share_url: `https://www.tiktok.com/@${creator.username}/${kind}/${id}`,
    embed_link: `https://www.tiktok.com/embed/v2/${id}`,
  };
}

/** The creator's public videos, newest first: older demo videos plus public posts made through the API. */
export function publicVideos(creator: TiktokDemoCreator, posts: TiktokPost[], now: number, isPublicNow: (post: TiktokPost) => boolean): SandboxVideo[] {
  const day = daysSinceAnchor(now);
  const seed = creator.statsSeed;
  const demo = Array.from({ length: creator.existingVideoCount }, (_, index): SandboxVideo => {
    const id = `7${String(seed).padStart(3, "0")}${String(index + 1).padStart(15, "0")}`;
    const views = seed * 100 + index * 37 + day * (seed + (index % 5) + 1) * 10;
    return {
      id,
      create_time: Math.floor((ANCHOR_MS - (index + 1) * 3 * DAY_MS) / 1000),
      title: `Demo video ${index + 1} / 演示视频 ${index + 1}`,
      video_description: `#demo ${creator.username} ${index + 1}`,
      duration: 15 + (index % 4) * 10,
      width: 1080,
      height: 1920,
      ...videoLinks(creator, id),
      ...engagement(views),
    };
  });
  const fromApi = posts
    .filter((post) => post.openId === creator.openId && isPublicNow(post))
    .map((post): SandboxVideo => {
      const hours = Math.max(0, Math.floor((now - (post.mediaReadyAt ?? post.createdAt)) / 3_600_000));
      return {
        id: post.postId,
        create_time: Math.floor((post.mediaReadyAt ?? post.createdAt) / 1000),
        title: post.title,
        // A video's caption is its title; a photo post has both, as sent.
        video_description: post.mediaType === "photo" ? post.description : post.title,
        duration: 30,
        width: 1080,
        height: 1920,
        ...videoLinks(creator, post.postId, post.mediaType),
        ...engagement(hours * (seed + 3) * 5),
      };
    });
  return [...fromApi, ...demo].sort((a, b) => b.create_time - a.create_time);
}

/** Account totals; followers grow every day by a per-creator amount. */
export function creatorTotals(creator: TiktokDemoCreator, videos: SandboxVideo[], now: number) {
  const day = daysSinceAnchor(now);
  return {
    follower_count: creator.statsSeed * 1000 + day * (creator.statsSeed * 3 + 7),
    following_count: creator.statsSeed * 10 + (day % 30),
    likes_count: videos.reduce((sum, video) => sum + video.like_count, creator.statsSeed * 50),
    video_count: videos.length,
  };
}
