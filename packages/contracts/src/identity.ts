import { z } from "zod";
import { idParamsSchema, recordIdSchema } from "./primitives.ts";
import { emailSchema, mobileSchema } from "./rules.ts";

/**
 * Wire shapes of sign-up, sign-in and sessions for both surfaces. Rules carry message keys, so the
 * server answers in the caller's language and the forms show the same words.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Verification codes: 6 digits, valid 10 minutes, 5 wrong tries, one resend a minute (spec: 60 s countdown). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;

/** At least 8 characters with at least one letter and one digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);
}

/** A new password (registration, reset, change): the strength rule applies. */
export const newPasswordSchema = z
  .string({ error: "validation.password.required" })
  .min(1, { error: "validation.password.required", abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" })
  .refine(isStrongPassword, { error: "validation.password.weak" });

/** A password typed to sign in: only presence is checked, so old passwords keep working. */
export const passwordSchema = z
  .string({ error: "validation.password.required" })
  .min(1, { error: "validation.password.required", abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" });

export const verificationCodeSchema = z
  .string({ error: "validation.code.required" })
  .trim()
  .min(1, { error: "validation.code.required", abort: true })
  .regex(/^\d{6}$/, { error: "validation.code.format" });

export const smsCodeSchema = z
  .string({ error: "validation.smsCode.required" })
  .trim()
  .min(1, { error: "validation.smsCode.required", abort: true })
  .regex(/^\d{6}$/, { error: "validation.code.format" });

export const accountSchema = z
  .string({ error: "validation.account.required" })
  .trim()
  .min(1, { error: "validation.account.required", abort: true })
  .max(254, { error: "validation.account.required" });

// ---------------------------------------------------------------------------------------------
// Operators (CRM API, /api/v1, code 0 = success)

export const emailCodeRequestSchema = z.object({ email: emailSchema });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const smsCodeRequestSchema = z.object({ phone: mobileSchema });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** Spec: registration payload `email, password, code`. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  code: verificationCodeSchema,
  /** The channel the operator came from (`/register?channel=<id>`); unknown ids are ignored. */
  channelId: recordIdSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Spec: login payload `account, password`; the account is the email or the bound mobile number. */
export const loginRequestSchema = z.object({ account: accountSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const smsLoginRequestSchema = z.object({ phone: mobileSchema, code: smsCodeSchema });
export type SmsLoginRequest = z.infer<typeof smsLoginRequestSchema>;

/** Spec: login response `data.tokenValue`. */
export const loginResponseSchema = z.object({ tokenValue: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Invitations: a link valid 7 days that sets an administrator-created operator's password once. */
export const INVITATION_TTL_DAYS = 7;

/** The `token` of `/invite?token=…`: 32 random bytes in base64url (43 characters). */
export const invitationTokenSchema = z
  .string({ error: "validation.invitation.token" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "validation.invitation.token" });

/** Sets the password of an invited operator (same strength rule as registration) and signs them in. */
export const acceptInvitationRequestSchema = z.object({ token: invitationTokenSchema, password: newPasswordSchema });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const changePasswordRequestSchema = z.object({ oldPassword: passwordSchema, newPassword: newPasswordSchema });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const bindPhoneRequestSchema = z.object({ phone: mobileSchema, code: smsCodeSchema });
export type BindPhoneRequest = z.infer<typeof bindPhoneRequestSchema>;

export const NICKNAME_MAX_LENGTH = 20;

/** Trimmed; 1–20 characters (code points, so one emoji counts once). */
export const nickNameSchema = z
  .string({ error: "validation.nickName.required" })
  .trim()
  .min(1, { error: "validation.nickName.required", abort: true })
  .refine((value) => [...value].length <= NICKNAME_MAX_LENGTH, { error: "validation.nickName.tooLong" });

export const updateNickNameRequestSchema = z.object({ nickName: nickNameSchema });
export type UpdateNickNameRequest = z.infer<typeof updateNickNameRequestSchema>;

/** Every operator starts on the free plan; paid tiers arrive with plan management. */
export const FREE_PLAN = "free";

export function isFreePlan(plan: string | null | undefined): boolean {
  return !plan || plan === FREE_PLAN;
}

/** Current user info, kept by the CRM app in session storage under `userInfo`. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Display name: the nickname, else the part of the email before `@`. */
  name: z.string(),
  nickName: z.string(),
  plan: z.string().describe("`free` until the operator upgrades"),
  channelId: z.number().int().nullable(),
  /** Spec: defaults to an empty list. */
  personPosition: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A sign-up channel; its login picture is the login page's background at `/login?channel=<id>`. */
export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loginPicture: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelParamsSchema = idParamsSchema;

// ---------------------------------------------------------------------------------------------
// Administrators (admin API, /admin/api/v1, code 1 = success)

/** Spec: `account, password`; or `email` + `code` sent by sendLoginEmailCode. */
export const adminLoginRequestSchema = z
  .object({
    account: z.string().trim().max(254).optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" }).optional(),
    email: z.string().trim().max(254).optional(),
    code: z.string().trim().optional(),
  })
  .superRefine((value, context) => {
    if (value.code) {
      if (!emailSchema.safeParse(value.email ?? value.account ?? "").success) {
        context.addIssue({ code: "custom", path: ["email"], message: "validation.email" });
      }
      if (!/^\d{6}$/.test(value.code)) context.addIssue({ code: "custom", path: ["code"], message: "validation.code.format" });
      return;
    }
    if (!(value.account ?? value.email)) {
      context.addIssue({ code: "custom", path: ["account"], message: "validation.account.required" });
    }
    if (!value.password) context.addIssue({ code: "custom", path: ["password"], message: "validation.adminLogin.method" });
  });
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** Spec: admin registration payload `email, code, password`. */
export const adminRegisterRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type AdminRegisterRequest = z.infer<typeof adminRegisterRequestSchema>;

/** Public: whether the admin app may offer self-registration (`ADMIN_SELF_REGISTRATION`). */
export const adminRegistrationConfigSchema = z.object({ selfRegistration: z.boolean() });
export type AdminRegistrationConfig = z.infer<typeof adminRegistrationConfigSchema>;

/** Settings the admin app reads once per session (`clientConfig`, kept as JSON). */
export const adminClientConfigSchema = z.object({
  /** Rows an Excel import may hold. */
  importMaxRows: z.number().int(),
  /** Files an uploader takes by default. */
  uploadFileLimit: z.number().int(),
  /** Size limit of the file-share dialog, in MB. */
  fileDialogMaxMb: z.number().int(),
  /** Seconds before a verification code can be requested again. */
  codeResendSeconds: z.number().int(),
  /** Whether new administrators may register themselves. */
  selfRegistration: z.boolean(),
});
export type AdminClientConfig = z.infer<typeof adminClientConfigSchema>;

/** The login type of an administrator session, sent back by the admin app in the `loginType` header. */
export const ADMIN_LOGIN_DEPT_TYPE = "admin";

/** Spec: the session values the admin app keeps (session storage keys of the same names). */
export const adminSessionSchema = z.object({
  allToken: z.string(),
  loginDeptType: z.string(),
  channelId: z.number().int().nullable(),
  adminId: z.number().int(),
  adminAccount: z.string(),
  allSessionId: z.string(),
  clientConfig: adminClientConfigSchema,
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminLoginResponseSchema = adminSessionSchema.extend({ tokenValue: z.string() });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
