import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const MB = 1024 * 1024;

describe("loadConfig", () => {
  it("runs with no variables at all: port 3000, everything in one process, embedded database in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.runMode).toBe("all");
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.resolve("data", "pglite") });
  });

  it("uses a PostgreSQL server when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@db:5432/cdp", DATABASE_POOL_MAX: "20" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/cdp", poolMax: 20 });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("names every bad variable in one message", () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: "eighty", RUN_MODE: "both", DATABASE_URL: "mysql://x" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('RUN_MODE="both"');
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain(".env.example");
  });

  it("locks password sign-in after 5 wrong passwords for 15 minutes unless told otherwise", () => {
    expect(loadConfig({}).loginLock).toEqual({ threshold: 5, minutes: 15 });
    expect(loadConfig({ LOGIN_LOCK_THRESHOLD: "10", LOGIN_LOCK_MINUTES: "30" }).loginLock).toEqual({ threshold: 10, minutes: 30 });
    expect(() => loadConfig({ LOGIN_LOCK_THRESHOLD: "0" })).toThrow(/LOGIN_LOCK_THRESHOLD="0"/);
  });

  it("hashes passwords at scrypt cost 15 unless told otherwise, and refuses a cost outside 10-18", () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: "17" }).passwordHashCost).toBe(17);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST="9"/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "19" })).toThrow(/PASSWORD_HASH_COST="19"/);
  });

  it("chooses the storage driver and asks for the variables it needs", () => {
    expect(loadConfig({}).storage).toMatchObject({ driver: "local", secret: null, s3: null, oss: null });
    expect(loadConfig({}).plans).toMatchObject({ free: { maxUploadBytes: 2048 * MB }, paid: { maxUploadBytes: 5120 * MB } });
    expect(loadConfig({ STORAGE_MAX_UPLOAD_MB_PAID: "10240" }).plans.paid.maxUploadBytes).toBe(10240 * MB);
    // The single cap of earlier versions still bounds both plans.
    const capped = loadConfig({ STORAGE_MAX_UPLOAD_MB: "100" }).plans;
    expect([capped.free.maxUploadBytes, capped.paid.maxUploadBytes]).toEqual([100 * MB, 100 * MB]);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "media" })).toThrow(/S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3/);
    const ossVars = {
      STORAGE_DRIVER: "aliyun-oss",
      OSS_BUCKET: "media",
      OSS_ENDPOINT: "oss-cn-hangzhou.aliyuncs.com",
      OSS_ACCESS_KEY_ID: "id",
      OSS_ACCESS_KEY_SECRET: "secret",
    };
    const oss = loadConfig(ossVars);
    expect(oss.storage.oss).toEqual({ bucket: "media", endpoint: "oss-cn-hangzhou.aliyuncs.com", accessKeyId: "id", accessKeySecret: "secret", publicUrl: null });
    expect(loadConfig({ ...ossVars, OSS_PUBLIC_URL: "https://media.example.cn" }).storage.oss?.publicUrl).toBe("https://media.example.cn");
  });
});
