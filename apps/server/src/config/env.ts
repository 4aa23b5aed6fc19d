import path from "node:path";
import { z } from "zod";
import { RUN_MODES } from "@cdp/contracts";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

/** Every environment variable the server reads. `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
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
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  runMode: (typeof RUN_MODES)[number];
  dataDir: string;
  database: { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string; poolMax: number };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  shutdownTimeoutMs: number;
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
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    runMode: vars.RUN_MODE,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
  };
}
