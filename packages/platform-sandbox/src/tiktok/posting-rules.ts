import type { TiktokContext } from "./context.ts";
import type { TiktokDemoCreator } from "./settings.ts";

export type Refusal = { status: number; code: string; message: string };

const DAY_MS = 86_400_000;
const UNAUDITED_USER_CAP = 5;

function recentPosts(context: TiktokContext) {
  const since = context.deps.now() - DAY_MS;
  return Object.values(context.state.posts).filter((post) => post.createdAt > since);
}

/** Caps that creator_info reports with HTTP 200 and init refuses with 403 (A.3.1, A.3.10). */
export function capRefusal(context: TiktokContext, creator: TiktokDemoCreator, mode: "direct" | "inbox"): Refusal | null {
  if (creator.bannedFromPosting) return { status: 403, code: "spam_risk_user_banned_from_posting", message: "The user is banned from posting." };
  const recent = recentPosts(context);
  const mine = recent.filter((post) => post.openId === creator.openId);
  if (mode === "inbox") {
    if (mine.filter((post) => post.mode === "inbox").length >= context.settings.pendingSharesPerDay) {
      return { status: 403, code: "spam_risk_too_many_pending_share", message: "Too many pending shares in the last 24 hours." };
    }
    return null;
  }
  if (mine.filter((post) => post.mode === "direct").length >= context.settings.postsPerCreatorPerDay) {
    return { status: 403, code: "spam_risk_too_many_posts", message: "The daily post cap for this user has been reached." };
  }
  const others = new Set(recent.filter((post) => post.openId !== creator.openId).map((post) => post.openId));
  const userCap = context.settings.audited ? context.settings.activeUserCapPerDay : UNAUDITED_USER_CAP;
  if (userCap !== null && mine.length === 0 && others.size >= userCap) {
    return { status: 403, code: "reached_active_user_cap", message: "The client's daily quota of active posting users is used up." };
  }
  return null;
}

/** Privacy, audit and branded-content rules of a direct post (A.3.2, A.3.10, A.5 points 5–7). */
export function privacyRefusal(context: TiktokContext, creator: TiktokDemoCreator, privacyLevel: unknown, brandContent: boolean): Refusal | null {
  if (!context.settings.audited && !creator.isPrivate) {
    return { status: 403, code: "unaudited_client_can_only_post_to_private_accounts", message: "Unaudited clients can only post to private accounts." };
  }
  const options: string[] = context.settings.audited ? creator.privacyLevelOptions : ["SELF_ONLY"];
  if (typeof privacyLevel !== "string" || !options.includes(privacyLevel)) {
    return { status: 403, code: "privacy_level_option_mismatch", message: `privacy_level must be one of ${options.join(", ")}.` };
  }
  if (brandContent && privacyLevel === "SELF_ONLY" && context.settings.brandedSelfOnly === "reject") {
    return { status: 400, code: "invalid_param", message: "Branded content visibility cannot be set to private." };
  }
  return null;
}

export function urlRefusal(context: TiktokContext, urls: string[]): Refusal | null {
  const prefixes = context.settings.verifiedUrlPrefixes;
  for (const value of urls) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { status: 400, code: "invalid_param", message: `Not a URL: ${value}` };
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return { status: 400, code: "invalid_param", message: `Not an http(s) URL: ${value}` };
    if (prefixes && !prefixes.some((prefix) => value.startsWith(prefix))) {
      return { status: 403, code: "url_ownership_unverified", message: "The URL's domain or prefix is not verified for this app." };
    }
  }
  return null;
}
