import { z } from "zod";
import { pageQueryShape, recordIdParamSchema, sortQueryShape } from "./primitives.ts";

/** 权限管理 (`/CRM/permissionManage`) and the admin's plan tools: plans, 兑换码, upgrade requests. */

export const PLAN_NAMES = ["free", "pro"] as const;
export const planNameSchema = z.enum(PLAN_NAMES, { error: "validation.plan.name" });
export type PlanName = z.infer<typeof planNameSchema>;
export const PAID_PLAN: PlanName = "pro";

export const REDEEM_CODE_MAX_LENGTH = 40;
export const UPGRADE_NOTE_MAX_LENGTH = 200;

/** What one plan allows (from the plan service: the page shows what the server enforces). */
export const planAllowanceSchema = z.object({
  plan: planNameSchema,
  maxAccounts: z.number().int(),
  maxUploadBytes: z.number().int(),
  publishesPerDay: z.number().int(),
  analytics: z.boolean(),
});
export type PlanAllowanceView = z.infer<typeof planAllowanceSchema>;

export const UPGRADE_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type UpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

export const upgradeRequestSchema = z.object({
  id: z.number().int(),
  plan: planNameSchema,
  note: z.string(),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type UpgradeRequestView = z.infer<typeof upgradeRequestSchema>;

export const myPlanSchema = z.object({
  plan: planNameSchema,
  /** When the paid cycle ends; null on the free plan. */
  cycleEndsAt: z.string().nullable(),
  /** The plan that starts when the cycle ends (a scheduled downgrade / cancellation); null when none. */
  nextPlan: planNameSchema.nullable(),
  plans: z.array(planAllowanceSchema),
  /** The operator's latest upgrade request, if any. */
  upgradeRequest: upgradeRequestSchema.nullable(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

export const redeemRequestSchema = z.object({
  code: z
    .string({ error: "validation.plan.code.required" })
    .trim()
    .min(1, { error: "validation.plan.code.required", abort: true })
    .max(REDEEM_CODE_MAX_LENGTH, { error: "plan.code.invalid" }),
});

export const upgradeRequestInputSchema = z.object({
  note: z.string({ error: "validation.plan.note.tooLong" }).trim().max(UPGRADE_NOTE_MAX_LENGTH, { error: "validation.plan.note.tooLong" }).default(""),
});

export const issueRedeemCodesRequestSchema = z.object({
  plan: planNameSchema.refine((plan) => plan !== "free", { error: "validation.plan.name" }).default(PAID_PLAN),
  durationDays: z.number({ error: "validation.plan.duration" }).int({ error: "validation.plan.duration" }).min(1, { error: "validation.plan.duration" }).max(3660, { error: "validation.plan.duration" }),
  count: z.number({ error: "validation.plan.count" }).int({ error: "validation.plan.count" }).min(1, { error: "validation.plan.count" }).max(100, { error: "validation.plan.count" }).default(1),
});

export const redeemCodeSchema = z.object({ code: z.string(), plan: planNameSchema, durationDays: z.number().int(), createdAt: z.string() });
export const redeemCodesSchema = z.object({ list: z.array(redeemCodeSchema) });

export const adminUpgradeRequestSchema = upgradeRequestSchema.extend({ userId: z.number().int(), email: z.string() });
/**
 * `GET /admin/api/v1/plan/upgrade-requests`: every request unless `status` narrows it; newest first,
 * or by status (waiting, approved, rejected) or the operator's email.
 */
export const adminUpgradeRequestPageRequestSchema = z.object({
  ...pageQueryShape,
  status: z.enum(UPGRADE_REQUEST_STATUSES, { error: "validation.status" }).optional(),
  ...sortQueryShape(["createdAt", "status", "email"]),
});
export type AdminUpgradeRequestPageRequest = z.input<typeof adminUpgradeRequestPageRequestSchema>;
export type AdminUpgradeRequestPageQuery = z.output<typeof adminUpgradeRequestPageRequestSchema>;
export const adminUpgradeRequestPageSchema = z.object({ list: z.array(adminUpgradeRequestSchema), total: z.number().int() });
export const upgradeRequestIdParamsSchema = z.object({ id: recordIdParamSchema });
export const approveUpgradeRequestSchema = z.object({
  durationDays: z.number({ error: "validation.plan.duration" }).int({ error: "validation.plan.duration" }).min(1, { error: "validation.plan.duration" }).max(3660, { error: "validation.plan.duration" }),
});
