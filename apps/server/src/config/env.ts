import path from "node:path";
import { z } from "zod";
import { isStrongPassword, RUN_MODES } from "@cdp/contracts";
import { DEFAULT_PASSWORD_HASH_COST } from "../domains/identity/passwords.ts";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

/** Every environment variable the server reads. `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, this machine only otherwise (see docs/security.md). */
  HOST: z.string().min(1).optional(),
  RUN_MODE: z.enum(RUN_MODES).default("all"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanString.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 7),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("内容分发平台 <no-reply@localhost>"),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ADMIN_EMAIL: z.email("must be an email address").optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine(isStrongPassword, "needs at least 8 characters with letters and digits")
    .optional(),
  ADMIN_SELF_REGISTRATION: booleanString.default(false),
  SEED_DEMO_DATA: booleanString.optional(),
  /** Outside production and tests: link sandbox accounts and fill 6 months of figures for the demo operator. */
  SEED_DEMO_WORKSPACE: booleanString.optional(),
  CODE_LIMIT_PER_RECIPIENT_HOUR: z.coerce.number().int().min(1).default(5),
  CODE_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** log2 of scrypt's N for new password hashes: 15 = 32 MiB and tens of ms per hash; 18 = 256 MiB. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(18).default(DEFAULT_PASSWORD_HASH_COST),
  STORAGE_DRIVER: z.enum(["local", "s3", "aliyun-oss"]).default("local"),
  STORAGE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  STORAGE_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(5 * 1024 * 1024).optional(),
  STORAGE_MAX_UPLOAD_MB_FREE: z.coerce.number().int().min(1).max(5 * 1024 * 1024).default(2 * 1024),
  STORAGE_MAX_UPLOAD_MB_PAID: z.coerce.number().int().min(1).max(5 * 1024 * 1024).default(5 * 1024),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  OSS_BUCKET: z.string().min(1).optional(),
  OSS_ENDPOINT: z.string().min(1).optional(),
  OSS_ACCESS_KEY_ID: z.string().min(1).optional(),
  OSS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  OSS_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, "must be 32 random bytes in base64 (openssl rand -base64 32)")
    .optional(),
  PLATFORM_SANDBOX_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  TIKTOK_CLIENT_KEY: z.string().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_CLIENT_ID: z.string().min(1).optional(),
  YOUTUBE_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_DEVICE_CLIENT_ID: z.string().min(1).optional(),
  YOUTUBE_DEVICE_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_QUOTA_MODEL: z.enum(["legacy", "bucketed"]).default("bucketed"),
  YOUTUBE_DAILY_QUOTA_UNITS: z.coerce.number().int().min(1).default(10000),
  YOUTUBE_DAILY_UPLOADS: z.coerce.number().int().min(1).default(100),
  PLAN_FREE_MAX_ACCOUNTS: z.coerce.number().int().min(0).default(5),
  PLAN_PAID_MAX_ACCOUNTS: z.coerce.number().int().min(0).default(200),
  PLAN_FREE_PUBLISHES_PER_DAY: z.coerce.number().int().min(0).default(20),
  PLAN_PAID_PUBLISHES_PER_DAY: z.coerce.number().int().min(0).default(1000),
  PLAN_FREE_ANALYTICS: booleanString.default(false),
  /** How long a publish item stays leased to a worker without a heartbeat (a killed worker's items return after it). */
  PUBLISH_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  PUBLISH_VERIFY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PUBLISH_VERIFY_FOR_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Bearer token a monitoring system sends to read /metrics from another machine (this machine needs none). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Cron expression (UTC) of scheduled backups, e.g. "0 3 * * *"; unset: none. */
  BACKUP_SCHEDULE: z.string().regex(/^\S+( \S+){4,5}$/, "must be a cron expression, e.g. 0 3 * * *").optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Seconds one webhook attempt may take (connection and answer). */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  /** Waits in seconds after each failed webhook attempt; the default spans about 28 hours (1m, 5m, 30m, 2h, 5h, 10h, 10h). */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be seconds separated by commas, e.g. 60,300,1800")
    .default("60,300,1800,7200,18000,36000,36000"),
  /** A webhook endpoint is turned off (and its operator emailed) after this many failed attempts in a row, or 3 days without a success. */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).default(50),
  /** Allow webhooks to loopback and private addresses (default: allowed except in production). */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanString.optional(),
  /** Milliseconds between a worker's looks for new webhook events. */
  WEBHOOK_RELAY_INTERVAL_MS: z.coerce.number().int().min(50).max(60000).default(1000),
});

/** App credentials come in pairs; one without the other is a mistake worth stopping for. */
const CREDENTIAL_PAIRS = [
  ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"],
  ["YOUTUBE_DEVICE_CLIENT_ID", "YOUTUBE_DEVICE_CLIENT_SECRET"],
] as const;

/** Variables a storage driver cannot run without. */
const STORAGE_REQUIRED = {
  local: [],
  s3: ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  "aliyun-oss": ["OSS_BUCKET", "OSS_ENDPOINT", "OSS_ACCESS_KEY_ID", "OSS_ACCESS_KEY_SECRET"],
} as const;

/** An S3 or S3-compatible bucket (STORAGE_DRIVER=s3). */
export type S3Config = {
  bucket: string;
  region: string;
  /** S3-compatible services (MinIO, Cloudflare R2, …); null for AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read files (a CDN or the bucket's public URL); null: the bucket's own URL. */
  publicUrl: string | null;
};

/**
 * TikTok and YouTube: app credentials switch a platform to its real hosts; without them it talks to
 * the built-in sandbox (`/sandbox/...` on this server, or `sandboxUrl`). The connector code is the same.
 */
export type PlatformsConfig = {
  /** The origin browsers reach this server on; OAuth redirect URIs are built on it (null: the request's origin). */
  publicUrl: string | null;
  /** A standalone sandbox's base URL (tests); null: this server's own `/sandbox`. */
  sandboxUrl: string | null;
  /** AES-256-GCM key for stored platform tokens (base64); null: generated once under DATA_DIR. */
  tokenEncryptionKey: string | null;
  tiktok: { clientKey: string; clientSecret: string } | null;
  youtube: {
    clientId: string;
    clientSecret: string;
    /** A "TVs and Limited Input devices" client for the device (QR) flow; null: QR linking is off. */
    device: { clientId: string; clientSecret: string } | null;
  } | null;
  youtubeQuota: { model: "legacy" | "bucketed"; dailyUnits: number; dailyUploads: number };
};

/** What one plan allows; read only through the plans domain. */
export type PlanAllowance = {
  /** Linked accounts (0 means none). */
  maxAccounts: number;
  /** The largest single upload. */
  maxUploadBytes: number;
  /** Publish targets per day, counted on the operator's calendar day. */
  publishesPerDay: number;
  /** Whether the analytics pages answer. */
  analytics: boolean;
};

/**
 * An Aliyun OSS bucket (STORAGE_DRIVER=aliyun-oss); `endpoint` is the region's, e.g. oss-cn-hangzhou.aliyuncs.com.
 * `publicUrl`: where browsers read files (a custom domain or CDN); null: the bucket's own host.
 */
export type AliyunOssConfig = { bucket: string; endpoint: string; accessKeyId: string; accessKeySecret: string; publicUrl: string | null };

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  runMode: (typeof RUN_MODES)[number];
  dataDir: string;
  database: { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string; poolMax: number };
  /** Publishing worker: seconds a claimed item stays leased without a heartbeat (PUBLISH_LEASE_SECONDS). */
  /** …, and after a lost answer how often and how long the post is looked for on the platform (PUBLISH_VERIFY_*). */
  publishing: { leaseSeconds: number; verifyIntervalSeconds: number; verifyForMinutes: number };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** Requests one API key may make per minute, per process (besides the per-IP limit). */
  apiKeyRateLimitPerMinute: number;
  shutdownTimeoutMs: number;
  /** Key of the verification-code HMAC; null: generated once and kept in the database. */
  appSecret: string | null;
  sessionTtlHours: number;
  mail: { smtpUrl: string | null; from: string };
  sms: { webhookUrl: string | null };
  admin: { email: string | null; password: string | null; selfRegistration: boolean };
  /** Whether a fresh database gets the demo operator (default: yes, except in production). */
  seedDemoData: boolean;
  /** The demo operator's workspace (sandbox accounts, groups, metrics) on a fresh database. */
  seedDemoWorkspace: boolean;
  codeLimits: { perRecipientPerHour: number; perIpPerHour: number };
  /** Password sign-in of one account stops for `minutes` after `threshold` wrong passwords in a row. */
  loginLock: { threshold: number; minutes: number };
  /** log2 of scrypt's N for new password hashes (stored hashes keep their own). */
  passwordHashCost: number;
  /** Uploaded media: the driver and the key that signs upload policies (null: generated and kept in the database). */
  storage: {
    driver: "local" | "s3" | "aliyun-oss";
    secret: string | null;
    s3: S3Config | null;
    oss: AliyunOssConfig | null;
  };
  platforms: PlatformsConfig;
  /** The free plan and every paid tier (administrators' uploads are held to `paid`). */
  plans: { free: PlanAllowance; paid: PlanAllowance };
  /** /metrics for other machines (null: this machine only); scheduled backups (`schedule` null: none). */
  operations: { metricsToken: string | null; backup: { schedule: string | null; dir: string; keep: number } };
  /** Webhook deliveries: attempt timeout, retry waits, when an endpoint is turned off, the SSRF guard, the relay's pace. */
  webhooks: { timeoutMs: number; retryScheduleMs: number[]; disableAfterFailures: number; allowPrivateAddresses: boolean; relayIntervalMs: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`);
    this.name = "ConfigError";
  }
}

/** Reads and checks the environment once; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const missing = STORAGE_REQUIRED[vars.STORAGE_DRIVER].filter((name) => !vars[name]);
  if (missing.length) throw new ConfigError(missing.map((name) => `${name}: required when STORAGE_DRIVER=${vars.STORAGE_DRIVER}`));
  const unpaired = CREDENTIAL_PAIRS.filter(([a, b]) => Boolean(vars[a]) !== Boolean(vars[b]));
  if (unpaired.length) throw new ConfigError(unpaired.map(([a, b]) => `${vars[a] ? b : a}: required together with ${vars[a] ? a : b}`));
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST ?? (vars.NODE_ENV === "production" ? "0.0.0.0" : "localhost"),
    runMode: vars.RUN_MODE,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: vars.API_KEY_RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    appSecret: vars.APP_SECRET ?? null,
    sessionTtlHours: vars.SESSION_TTL_HOURS,
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM },
    sms: { webhookUrl: vars.SMS_WEBHOOK_URL ?? null },
    admin: {
      email: vars.ADMIN_EMAIL?.toLowerCase() ?? null,
      password: vars.ADMIN_PASSWORD ?? null,
      selfRegistration: vars.ADMIN_SELF_REGISTRATION,
    },
    seedDemoData: vars.SEED_DEMO_DATA ?? vars.NODE_ENV !== "production",
    seedDemoWorkspace: vars.NODE_ENV !== "production" && (vars.SEED_DEMO_WORKSPACE ?? ((vars.SEED_DEMO_DATA ?? true) && vars.NODE_ENV !== "test")),
    codeLimits: { perRecipientPerHour: vars.CODE_LIMIT_PER_RECIPIENT_HOUR, perIpPerHour: vars.CODE_LIMIT_PER_IP_HOUR },
    loginLock: { threshold: vars.LOGIN_LOCK_THRESHOLD, minutes: vars.LOGIN_LOCK_MINUTES },
    passwordHashCost: vars.PASSWORD_HASH_COST,
    storage: {
      driver: vars.STORAGE_DRIVER,
      secret: vars.STORAGE_SECRET ?? null,
      s3:
        vars.STORAGE_DRIVER === "s3"
          ? {
              bucket: vars.S3_BUCKET ?? "",
              region: vars.S3_REGION,
              endpoint: vars.S3_ENDPOINT ?? null,
              forcePathStyle: vars.S3_FORCE_PATH_STYLE,
              accessKeyId: vars.S3_ACCESS_KEY_ID ?? "",
              secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? "",
              publicUrl: vars.S3_PUBLIC_URL ?? null,
            }
          : null,
      oss:
        vars.STORAGE_DRIVER === "aliyun-oss"
          ? {
              bucket: vars.OSS_BUCKET ?? "",
              endpoint: vars.OSS_ENDPOINT ?? "",
              accessKeyId: vars.OSS_ACCESS_KEY_ID ?? "",
              accessKeySecret: vars.OSS_ACCESS_KEY_SECRET ?? "",
              publicUrl: vars.OSS_PUBLIC_URL ?? null,
            }
          : null,
    },
    publishing: { leaseSeconds: vars.PUBLISH_LEASE_SECONDS, verifyIntervalSeconds: vars.PUBLISH_VERIFY_INTERVAL_SECONDS, verifyForMinutes: vars.PUBLISH_VERIFY_FOR_MINUTES },
    platforms: {
      publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, "") ?? null,
      sandboxUrl: vars.PLATFORM_SANDBOX_URL?.replace(/\/+$/, "") ?? null,
      tokenEncryptionKey: vars.TOKEN_ENCRYPTION_KEY ?? null,
      tiktok:
        vars.TIKTOK_CLIENT_KEY && vars.TIKTOK_CLIENT_SECRET
          ? { clientKey: vars.TIKTOK_CLIENT_KEY, clientSecret: vars.TIKTOK_CLIENT_SECRET }
          : null,
      youtube:
        vars.YOUTUBE_CLIENT_ID && vars.YOUTUBE_CLIENT_SECRET
          ? {
              clientId: vars.YOUTUBE_CLIENT_ID,
              clientSecret: vars.YOUTUBE_CLIENT_SECRET,
              device:
                vars.YOUTUBE_DEVICE_CLIENT_ID && vars.YOUTUBE_DEVICE_CLIENT_SECRET
                  ? { clientId: vars.YOUTUBE_DEVICE_CLIENT_ID, clientSecret: vars.YOUTUBE_DEVICE_CLIENT_SECRET }
                  : null,
            }
          : null,
      youtubeQuota: {
        model: vars.YOUTUBE_QUOTA_MODEL,
        dailyUnits: vars.YOUTUBE_DAILY_QUOTA_UNITS,
        dailyUploads: vars.YOUTUBE_DAILY_UPLOADS,
      },
    },
    operations: {
      metricsToken: vars.METRICS_TOKEN ?? null,
      backup: { schedule: vars.BACKUP_SCHEDULE ?? null, dir: path.resolve(vars.BACKUP_DIR ?? path.join(dataDir, "backups")), keep: vars.BACKUP_KEEP },
    },
    webhooks: {
      timeoutMs: Math.round(vars.WEBHOOK_TIMEOUT_SECONDS * 1000),
      retryScheduleMs: vars.WEBHOOK_RETRY_SCHEDULE.split(",").map((seconds) => Math.round(Number(seconds) * 1000)),
      disableAfterFailures: vars.WEBHOOK_DISABLE_AFTER_FAILURES,
      allowPrivateAddresses: vars.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? vars.NODE_ENV !== "production",
      relayIntervalMs: vars.WEBHOOK_RELAY_INTERVAL_MS,
    },
    plans: {
      free: {
        maxAccounts: vars.PLAN_FREE_MAX_ACCOUNTS,
        maxUploadBytes: Math.min(vars.STORAGE_MAX_UPLOAD_MB_FREE, vars.STORAGE_MAX_UPLOAD_MB ?? Infinity) * 1024 * 1024,
        publishesPerDay: vars.PLAN_FREE_PUBLISHES_PER_DAY,
        analytics: vars.PLAN_FREE_ANALYTICS,
      },
      paid: {
        maxAccounts: vars.PLAN_PAID_MAX_ACCOUNTS,
        maxUploadBytes: Math.min(vars.STORAGE_MAX_UPLOAD_MB_PAID, vars.STORAGE_MAX_UPLOAD_MB ?? Infinity) * 1024 * 1024,
        publishesPerDay: vars.PLAN_PAID_PUBLISHES_PER_DAY,
        analytics: true,
      },
    },
  };
}
