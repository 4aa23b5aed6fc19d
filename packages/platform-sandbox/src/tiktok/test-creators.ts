import { randomBytes } from "node:crypto";
import type { TiktokContext } from "./context.ts";
import { PRIVATE_OPTIONS, PUBLIC_OPTIONS, type TiktokDemoCreator } from "./settings.ts";

/** Test creators a sandbox keeps at most (the demo ones included). */
export const TEST_CREATORS_MAX = 200;
const FOLLOWERS_MAX = 10_000_000;

/**
 * Followers start at seed × 1000 (stats.ts), and the seed also numbers the creator's older videos:
 * the nearest seed no other creator has, so no two creators share a video id.
 */
function unusedSeed(context: TiktokContext, followers: number): number {
  const taken = new Set(context.state.creators.map((creator) => creator.statsSeed));
  let seed = Math.max(1, Math.round(followers / 1000));
  while (taken.has(seed)) seed += 1;
  return seed;
}

export type NewCreatorResult = { ok: true; creator: TiktokDemoCreator } | { ok: false; message: string };

/**
 * A test creator made on the consent or QR page (fields `new_name`, `new_followers`, `new_private`),
 * so every newcomer to a fresh install has accounts of their own to link. Its figures start at the
 * followers asked for and grow daily like the demo creators'.
 */
export function createTestCreator(context: TiktokContext, fields: Record<string, string | undefined>): NewCreatorResult {
  const name = (fields.new_name ?? "").trim();
  if (name.length === 0 || name.length > 40) return { ok: false, message: "请输入 1–40 个字符的名称 / Enter a name of 1 to 40 characters." };
  const followers = Number(fields.new_followers ?? "1000");
  if (!Number.isInteger(followers) || followers < 0 || followers > FOLLOWERS_MAX) {
    return { ok: false, message: "粉丝数须为 0 到 10,000,000 的整数 / Followers must be a whole number from 0 to 10,000,000." };
  }
  if (context.state.creators.length >= TEST_CREATORS_MAX) return { ok: false, message: "测试创作者已达上限 / The sandbox has as many test creators as it keeps." };
  const id = randomBytes(6).toString("hex");
  const isPrivate = fields.new_private === "on";
  const creator: TiktokDemoCreator = {
    openId: `sbx-open-test-${id}`,
    unionId: `sbx-union-test-${id}`,
    username: `test.${id}`,
    displayName: name,
    isPrivate,
    privacyLevelOptions: isPrivate ? PRIVATE_OPTIONS : PUBLIC_OPTIONS,
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
    bannedFromPosting: false,
    statsSeed: unusedSeed(context, followers),
    existingVideoCount: 3,
    nextPostFailReason: null,
  };
  context.state.creators.push(creator);
  return { ok: true, creator };
}
