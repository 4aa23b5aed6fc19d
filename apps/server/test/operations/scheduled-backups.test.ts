import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { BACKUP_FILE_PATTERN } from "../../src/domains/operations/backup.service.ts";
import { adminCaller } from "../back-office/helpers.ts";
import { loginAdmin } from "../identity/helpers.ts";
import type { TestRuntime } from "../test-runtime.ts";
import { startOnFolder } from "./helpers.ts";

/**
 * Scheduled backups (BACKUP_SCHEDULE): each run of the job writes a file named by its time into
 * BACKUP_DIR and keeps the newest BACKUP_KEEP; 系统状态 and /metrics show the last success and the
 * last failure.
 */
describe("scheduled backups", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cdp-scheduled-backups-"));
  const backupDir = path.join(root, "backups");
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    runtime = await startOnFolder(path.join(root, "data"), { BACKUP_SCHEDULE: "0 3 * * *", BACKUP_DIR: backupDir, BACKUP_KEEP: "2" });
    admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
  }, 60_000);
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  /** Runs the scheduled job now (the development tool a test or a journey uses), answering once it has finished. */
  const runScheduled = async () => {
    const ran = await runtime.app.inject({ method: "POST", url: "/dev/jobs/operations-backup" });
    expect(ran.statusCode).toBe(200);
    return ran.json() as { state: string };
  };
  const backupHealth = async () => (await admin("GET", "/system/health")).json().data.backup;

  it("says when none has been made yet", async () => {
    expect(await backupHealth()).toEqual({ schedule: "0 3 * * *", keep: 2, databaseIncluded: true, lastSuccess: null, lastFailure: null });
  });

  it("writes a file per run, keeps the newest two, and shows the last success", async () => {
    for (let run = 0; run < 3; run += 1) {
      expect(await runScheduled()).toMatchObject({ state: "completed" });
      // File names carry the second they were made.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const files = readdirSync(backupDir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => BACKUP_FILE_PATTERN.test(name))).toBe(true);

    const health = await backupHealth();
    expect(health.lastSuccess).toMatchObject({ scheduled: true, bytes: expect.any(Number), durationMs: expect.any(Number) });
    const metrics = (await runtime.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(Number(/^cdp_backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1])).toBeCloseTo(Date.parse(health.lastSuccess.at) / 1000, 0);
  }, 60_000);

  it("records a failure with its reason, and the page shows it as needing attention", async () => {
    // The backup folder's place is taken by a file: nothing can be written there.
    rmSync(backupDir, { recursive: true, force: true });
    writeFileSync(backupDir, "not a folder");
    expect(await runScheduled()).toMatchObject({ state: "failed" });
    const health = await backupHealth();
    expect(health.lastFailure).toMatchObject({ scheduled: true, reason: expect.stringContaining("EEXIST") });
    expect(health.lastFailure.at > health.lastSuccess.at).toBe(true);
    // The data folder holds no half-made backup.
    expect(readdirSync(path.join(root, "data")).filter((name) => name.startsWith(".backup-staging-"))).toEqual([]);
  }, 60_000);
});
