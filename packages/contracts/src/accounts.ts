import { z } from "zod";
import { idParamsSchema, recordIdParamSchema, recordIdSchema, pageQueryShape } from "./primitives.ts";
import { colorOptionSchema, platformSchema } from "./enums.ts";

/**
 * Linked platform accounts and account groups (CRM `/CRM/accountManage/index` and `/group`), and
 * the admin API's `tkAuth` onboarding links. Paths live in the route files; shapes live here.
 */

/** Spec section 3: the account nickname is the operator's own remark. */
export const ACCOUNT_REMARK_MAX_LENGTH = 50;
export const ACCOUNT_GROUP_NAME_MAX_LENGTH = 30;
export const ACCOUNT_GROUP_REMARK_MAX_LENGTH = 200;

/**
 * How the stored tokens stand: `healthy`; `expiring` (the refresh token runs out within 7 days,
 * or a refresh is overdue); `reconnect_needed` (a refresh failed or access was revoked: the
 * operator must authorise again before anything can be published).
 */
export const TOKEN_HEALTHS = ["healthy", "expiring", "reconnect_needed"] as const;
export const tokenHealthSchema = z.enum(TOKEN_HEALTHS);
export type TokenHealth = z.infer<typeof tokenHealthSchema>;

export const accountStatsSchema = z.object({
  fans: z.number().int(),
  likes: z.number().int(),
  views: z.number().int(),
  videos: z.number().int(),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;

export const platformAccountSchema = z.object({
  id: z.number().int(),
  platform: platformSchema,
  /** The platform's id of the account (TikTok open_id, YouTube channel id). */
  externalId: z.string(),
  /** The account's name on the platform (spec: account name). */
  name: z.string(),
  /** The `@handle`, when the platform gave one. */
  username: z.string().nullable(),
  /** Spec: account nickname (remark), set by the operator; empty when unset. */
  remark: z.string(),
  avatarUrl: z.string().nullable(),
  stats: accountStatsSchema,
  statsUpdatedAt: z.string().nullable(),
  tokenHealth: tokenHealthSchema,
  /** Readable reason when `tokenHealth` is not healthy, in the request's language. */
  tokenHealthReason: z.string().nullable(),
  groupIds: z.array(z.number().int()),
  linkedAt: z.string(),
  /**
   * Over the plan's account allowance (after a downgrade): kept with its data, but it cannot
   * publish until the operator keeps it (`POST /accounts/keep`) or upgrades.
   */
  readOnly: z.boolean(),
});
export type PlatformAccount = z.infer<typeof platformAccountSchema>;

export const accountListRequestSchema = z.object({
  platform: platformSchema.optional(),
  groupId: recordIdParamSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
  ...pageQueryShape,
});
export type AccountListRequest = z.input<typeof accountListRequestSchema>;

/** How many accounts the operator's plan allows; `max` null means unlimited. */
export const accountLimitSchema = z.object({ used: z.number().int(), max: z.number().int().nullable() });
export type AccountLimit = z.infer<typeof accountLimitSchema>;

export const accountPageSchema = z.object({
  list: z.array(platformAccountSchema),
  total: z.number().int(),
  limit: accountLimitSchema,
});
export type AccountPage = z.infer<typeof accountPageSchema>;

export const accountIdParamsSchema = idParamsSchema;

/** The accounts that stay active after a downgrade (at most the plan's allowance); the others become read-only. */
export const accountKeepRequestSchema = z.object({
  ids: z.array(recordIdSchema).min(1, { error: "validation.accountGroup.accounts.required" }).max(200, { error: "validation.accountGroup.accounts.required" }),
});
export type AccountKeepRequest = z.infer<typeof accountKeepRequestSchema>;

export const accountRemarkRequestSchema = z.object({
  remark: z.string().trim().max(ACCOUNT_REMARK_MAX_LENGTH, { error: "validation.account.remark.tooLong" }),
});
export type AccountRemarkRequest = z.infer<typeof accountRemarkRequestSchema>;

// --- Linking an account ---------------------------------------------------------------------

/** `redirect`: the browser goes to the platform's consent page; `qr`: a QR / device code in a dialog. */
export const LINK_METHODS = ["redirect", "qr"] as const;
export const linkMethodSchema = z.enum(LINK_METHODS);
export type LinkMethod = z.infer<typeof linkMethodSchema>;

export const startLinkRequestSchema = z.object({ platform: platformSchema, method: linkMethodSchema });
export type StartLinkRequest = z.infer<typeof startLinkRequestSchema>;

/**
 * `pending` waits for the person to scan or approve; `scanned` (TikTok) has been scanned but not
 * confirmed; `linked` ended with an account; `expired`, `denied` and `failed` are final.
 */
export const LINK_STATUSES = ["pending", "scanned", "linked", "expired", "denied", "failed"] as const;
export const linkStatusSchema = z.enum(LINK_STATUSES);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const linkSessionSchema = z.object({
  linkId: z.string(),
  platform: platformSchema,
  method: linkMethodSchema,
  status: linkStatusSchema,
  /** redirect: where to send the browser (absolute, or relative to the app's origin). */
  authUrl: z.string().nullable(),
  /** qr: the text to draw as a QR code. */
  qrContent: z.string().nullable(),
  /** qr on YouTube: the code the person types at `verificationUrl`. */
  userCode: z.string().nullable(),
  /** qr: a page the person can open to finish instead of scanning (YouTube's device page, the sandbox's scan page). */
  verificationUrl: z.string().nullable(),
  expiresAt: z.string(),
  /** Seconds between status checks. */
  pollIntervalSeconds: z.number().int(),
  /** The linked account once `status` is `linked`. */
  account: platformAccountSchema.nullable(),
  /** Readable reason for `denied` / `failed`, in the request's language. */
  message: z.string().nullable(),
});
export type LinkSession = z.infer<typeof linkSessionSchema>;

export const linkIdParamsSchema = z.object({ linkId: z.string().min(1).max(64) });

/** The OAuth callback's query (TikTok: `scopes`; Google: `scope`). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  scope: z.string().max(2048).optional(),
  scopes: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2048).optional(),
});

// --- Account groups ---------------------------------------------------------------------------

export const accountGroupInputSchema = z.object({
  name: z
    .string({ error: "validation.accountGroup.name.required" })
    .trim()
    .min(1, { error: "validation.accountGroup.name.required", abort: true })
    .max(ACCOUNT_GROUP_NAME_MAX_LENGTH, { error: "validation.accountGroup.name.tooLong" }),
  remark: z
    .string()
    .trim()
    .max(ACCOUNT_GROUP_REMARK_MAX_LENGTH, { error: "validation.accountGroup.remark.tooLong" })
    .default(""),
  color: colorOptionSchema.default(1),
});
export type AccountGroupInput = z.input<typeof accountGroupInputSchema>;

export const accountGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  color: z.number().int(),
  accountCount: z.number().int(),
  /** Spec: count of published items (succeeded publish items of the group's accounts). */
  publishedCount: z.number().int(),
  createdAt: z.string(),
});
export type AccountGroup = z.infer<typeof accountGroupSchema>;

export const accountGroupListSchema = z.object({ list: z.array(accountGroupSchema) });
export type AccountGroupList = z.infer<typeof accountGroupListSchema>;

export const accountGroupIdParamsSchema = idParamsSchema;

export const accountGroupMembersRequestSchema = z.object({
  accountIds: z.array(recordIdSchema).min(1, { error: "validation.accountGroup.accounts.required" }).max(500),
});
export type AccountGroupMembersRequest = z.infer<typeof accountGroupMembersRequestSchema>;

// --- Admin onboarding (spec: GET /admin/api/v1/tkAuth/getAuthUrl and /getQrCode) -------------

export const adminLinkRequestSchema = z.object({
  /** The end user whose workspace receives the account. */
  userId: recordIdParamSchema,
  platform: platformSchema.default("tiktok"),
});
export type AdminLinkRequest = z.input<typeof adminLinkRequestSchema>;

export const adminLinkStatusRequestSchema = z.object({ linkId: z.string().min(1).max(64) });
