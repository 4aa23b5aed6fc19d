import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Consecutive wrong passwords and, once too many, until when password sign-in is refused. */
const loginLock = {
  failedLoginCount: integer("failed_login_count").notNull().default(0),
  loginLockedUntil: timestamp("login_locked_until", { withTimezone: true }),
};

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Sign-up channels (data the admin side owns); `login_picture` is the login page's background. */
export const channels = pgTable("channels", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  loginPicture: text("login_picture"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Operators: the people who use the CRM app. Emails are stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    nickname: text("nickname").notNull().default(""),
    plan: text("plan").notNull().default("free"),
    channelId: integer("channel_id").references(() => channels.id, { onDelete: "set null" }),
    /** The company (企业用户) an administrator assigned; see back-office.ts. */
    companyId: integer("company_id"),
    /** `disabled`: cannot sign in; `deleted`: signed out for good, the row kept for the audit period. */
    status: text("status", { enum: ["active", "disabled", "deleted"] }).notNull().default("active"),
    ...timestamps,
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...loginLock,
  },
  (table) => [uniqueIndex("users_email_key").on(table.email), uniqueIndex("users_phone_key").on(table.phone)],
);

/** Administrators of the back-office. Separate from operators: neither token opens the other's API. */
export const admins = pgTable(
  "admins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    nickname: text("nickname").notNull().default(""),
    channelId: integer("channel_id").references(() => channels.id, { onDelete: "set null" }),
    ...timestamps,
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...loginLock,
  },
  (table) => [uniqueIndex("admins_email_key").on(table.email)],
);

/** Sign-in sessions of both kinds. Only a hash of the token is stored; expiry slides with use. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    subjectType: text("subject_type", { enum: ["user", "admin"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_subject_idx").on(table.subjectType, table.subjectId),
  ],
);

/** Emailed and texted codes. Only an HMAC of the code is stored; each is single-use. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ip: text("ip"),
  },
  (table) => [
    index("verification_codes_purpose_target_idx").on(table.purpose, table.target, table.createdAt),
    index("verification_codes_target_idx").on(table.target, table.createdAt),
    index("verification_codes_ip_idx").on(table.ip, table.createdAt),
  ],
);

export const SESSION_SUBJECT_TYPES = ["user", "admin"] as const;
export type SessionSubjectType = (typeof SESSION_SUBJECT_TYPES)[number];


/**
 * Invitations of operators an administrator created or imported without a password: a link that sets
 * the password once. Only a hash of the token is stored; a newer invitation replaces the older ones.
 */
export const operatorInvitations = pgTable(
  "operator_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("operator_invitations_token_hash_key").on(table.tokenHash), index("operator_invitations_user_idx").on(table.userId)],
);
