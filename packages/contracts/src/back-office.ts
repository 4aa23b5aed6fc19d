import { z } from "zod";
import { PLAN_NAMES } from "./plans.ts";
import { newPasswordSchema, nickNameSchema } from "./identity.ts";
import { idParamsSchema, pageQueryShape, recordIdParamSchema, recordIdSchema, sortQueryShape } from "./primitives.ts";
import { emailSchema, mobileSchema } from "./rules.ts";
import { reclaimActionSchema } from "./settings.ts";

/** The admin back-office's end users (用户管理), user groups (用户组) and companies (企业用户). */
export const OPERATOR_STATUSES = ["active", "disabled"] as const;
export const COMPANY_KEY_MAX_LENGTH = 30;
export const COMPANY_NAME_MAX_LENGTH = 50;
export const GROUP_NAME_MAX_LENGTH = 30;
export const KEYWORD_MAX_LENGTH = 100;

const planSchema = z.enum(PLAN_NAMES, { error: "validation.plan" });
/** An ISO date-time, or null for "no end". */
const planEndSchema = z.iso.datetime({ offset: true, error: "validation.date" }).nullable();
const keywordSchema = z.string().trim().max(KEYWORD_MAX_LENGTH, { error: "validation.keyword.tooLong" }).optional();

export const operatorPageRequestSchema = z.object({
  ...pageQueryShape,
  keyword: keywordSchema,
  companyId: recordIdSchema.optional(),
  groupId: recordIdSchema.optional(),
  plan: planSchema.optional(),
  status: z.enum(OPERATOR_STATUSES, { error: "validation.status" }).optional(),
  ...sortQueryShape(["createdAt", "lastLoginAt", "email"]),
});
export type OperatorPageRequest = z.input<typeof operatorPageRequestSchema>;
export type OperatorPageQuery = z.output<typeof operatorPageRequestSchema>;

export const operatorRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  mobile: z.string().nullable(),
  nickname: z.string(),
  company: z.object({ id: z.number().int(), companyKey: z.string(), companyName: z.string() }).nullable(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The plan in force: the operator's own when set individually, else a group's, else their own. */
  plan: z.string(),
  planEndsAt: z.string().nullable(),
  planSource: z.enum(["individual", "group", "default"]),
  linkedAccounts: z.number().int(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string(),
  /** Flagged for inactivity (no sign-in for two months): when warned, and when and how reclaimed. */
  inactivity: z.object({ warnedAt: z.string(), reclaimedAt: z.string().nullable(), reclaimAction: reclaimActionSchema.nullable() }).nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorPageSchema = z.object({ list: z.array(operatorRowSchema), total: z.number().int() });
export type OperatorPage = z.infer<typeof operatorPageSchema>;

/** Creating an operator: without a password an invitation email lets them choose one. */
export const operatorCreateSchema = z.object({
  email: emailSchema,
  mobile: mobileSchema.optional(),
  nickname: nickNameSchema,
  companyId: recordIdSchema.nullable().optional(),
  password: newPasswordSchema.optional(),
});
export type OperatorCreate = z.input<typeof operatorCreateSchema>;

export const operatorUpdateSchema = z.object({
  id: recordIdSchema,
  nickname: nickNameSchema,
  mobile: mobileSchema.nullable().optional(),
  companyId: recordIdSchema.nullable().optional(),
});
export type OperatorUpdate = z.input<typeof operatorUpdateSchema>;

export const operatorPlanSchema = z.object({ id: recordIdSchema, plan: planSchema, planEndsAt: planEndSchema });
export type OperatorPlan = z.input<typeof operatorPlanSchema>;

export const operatorStatusSchema = z.object({ id: recordIdSchema, status: z.enum(OPERATOR_STATUSES, { error: "validation.status" }) });
export const operatorIdSchema = z.object({ id: recordIdSchema });
export const operatorIdParamsSchema = idParamsSchema;

/** Task completions over a date range (inclusive days, `YYYY-MM-DD`). */
export const completionsRequestSchema = z.object({
  ids: z.array(recordIdSchema).min(1, { error: "validation.id" }).max(100, { error: "validation.id" }),
  startDate: z.iso.date({ error: "validation.date" }),
  endDate: z.iso.date({ error: "validation.date" }),
});
export type CompletionsRequest = z.input<typeof completionsRequestSchema>;
export const completionCountsSchema = z.object({
  id: z.number().int(),
  tasks: z.number().int(),
  itemsSucceeded: z.number().int(),
  itemsFailed: z.number().int(),
  itemsDistributing: z.number().int(),
});
export type CompletionCounts = z.infer<typeof completionCountsSchema>;
export const completionsSchema = z.array(completionCountsSchema);

/** The longest range an operator's completions are counted day by day over (a quarter). */
export const DAILY_COMPLETIONS_MAX_DAYS = 92;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One operator's completions, optionally day by day (`daily`) for a chart: at most 92 days, end not before start. */
export const operatorCompletionsRequestSchema = completionsRequestSchema
  .extend({ daily: z.boolean({ error: "validation.daily" }).default(false) })
  .refine(({ daily, startDate, endDate }) => {
    if (!daily) return true;
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
    return days >= 1 && days <= DAILY_COMPLETIONS_MAX_DAYS;
  }, { error: "validation.dailyRange", path: ["endDate"] });
export type OperatorCompletionsRequest = z.input<typeof operatorCompletionsRequestSchema>;
export const dailyCompletionSchema = completionCountsSchema.omit({ id: true }).extend({ date: z.string() });
export type DailyCompletion = z.infer<typeof dailyCompletionSchema>;
export const operatorCompletionsSchema = z.array(completionCountsSchema.extend({ daily: z.array(dailyCompletionSchema).optional() }));
export type OperatorCompletions = z.infer<typeof operatorCompletionsSchema>;

export const companyInputSchema = z.object({
  companyKey: z
    .string({ error: "validation.company.key.required" })
    .trim()
    .min(1, { error: "validation.company.key.required", abort: true })
    .max(COMPANY_KEY_MAX_LENGTH, { error: "validation.company.key.tooLong" }),
  companyName: z
    .string({ error: "validation.company.name.required" })
    .trim()
    .min(1, { error: "validation.company.name.required", abort: true })
    .max(COMPANY_NAME_MAX_LENGTH, { error: "validation.company.name.tooLong" }),
});
export const companyUpdateSchema = companyInputSchema.extend({ id: recordIdSchema });
export const companySchema = z.object({ id: z.number().int(), companyKey: z.string(), companyName: z.string(), operators: z.number().int(), createdAt: z.string() });
export type Company = z.infer<typeof companySchema>;
export const companyPageRequestSchema = z.object({ ...pageQueryShape, keyword: keywordSchema, ...sortQueryShape(["createdAt", "companyKey", "companyName", "operators"]) });
export type CompanyPageRequest = z.input<typeof companyPageRequestSchema>;
export type CompanyPageQuery = z.output<typeof companyPageRequestSchema>;
export const companyPageSchema = z.object({ list: z.array(companySchema), total: z.number().int() });

export const groupInputSchema = z.object({
  name: z
    .string({ error: "validation.group.name.required" })
    .trim()
    .min(1, { error: "validation.group.name.required", abort: true })
    .max(GROUP_NAME_MAX_LENGTH, { error: "validation.group.name.tooLong" }),
  remark: z.string().trim().max(200, { error: "validation.group.remark.tooLong" }).default(""),
  plan: planSchema.nullable().default(null),
  planEndsAt: planEndSchema.default(null),
});
export const groupUpdateSchema = groupInputSchema.extend({ id: recordIdSchema });
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  plan: z.string().nullable(),
  planEndsAt: z.string().nullable(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type UserGroup = z.infer<typeof groupSchema>;
export const groupPageRequestSchema = z.object({ ...pageQueryShape, keyword: keywordSchema, ...sortQueryShape(["createdAt", "name", "members"]) });
export type GroupPageRequest = z.input<typeof groupPageRequestSchema>;
export type GroupPageQuery = z.output<typeof groupPageRequestSchema>;
export const groupPageSchema = z.object({ list: z.array(groupSchema), total: z.number().int() });
/** `group/selectUserByGroup` and `group/selectNotJoinUser`: query parameters, no body; by email A to Z unless asked otherwise. */
export const groupMembersQuerySchema = z.object({ ...pageQueryShape, groupId: recordIdParamSchema, keyword: keywordSchema, ...sortQueryShape(["email", "nickname"], "asc") });
export type GroupMembersRequest = z.input<typeof groupMembersQuerySchema>;
export type GroupMembersQuery = z.output<typeof groupMembersQuerySchema>;
export const groupMemberSchema = z.object({ id: z.number().int(), email: z.string(), nickname: z.string(), mobile: z.string().nullable() });
export const groupMemberPageSchema = z.object({ list: z.array(groupMemberSchema), total: z.number().int() });
export const groupMembershipSchema = z.object({
  groupId: recordIdSchema,
  userIds: z.array(recordIdSchema).min(1, { error: "validation.group.users.required" }).max(500, { error: "validation.group.users.tooMany" }),
});
export type GroupMembership = z.input<typeof groupMembershipSchema>;

/** Spec §8: one wrong cell of an import. `index` is the sheet's row number (the header is row 1). */
export const importErrorSchema = z.object({ index: z.number().int(), fieldName: z.string(), originValue: z.string(), customMessage: z.string() });
export const importResultSchema = z.object({
  hasError: z.boolean(),
  errorSize: z.number().int(),
  errorMessages: z.array(importErrorSchema),
  imported: z.number().int(),
});
export type ImportResultData = z.infer<typeof importResultSchema>;
