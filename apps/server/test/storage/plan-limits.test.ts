import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { getSignature, postForm, storedFiles, uploadFields } from "./helpers.ts";
import { mp4 } from "./samples.ts";

const MB = 1024 * 1024;

/** The largest file a signature allows (its policy's content-length-range). */
function policyMax(signature: { policy: string }): number {
  const policy = JSON.parse(Buffer.from(signature.policy, "base64").toString("utf8")) as { conditions: unknown[][] };
  const range = policy.conditions.find((condition) => condition[0] === "content-length-range");
  return Number(range?.[2]);
}

describe.each(testDrivers)("upload size by plan on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let freeToken: string;
  let paidToken: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-plan-limits-"));
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir, STORAGE_MAX_UPLOAD_MB_FREE: "1", STORAGE_MAX_UPLOAD_MB_PAID: "2" });
    const freeEmail = uniqueEmail("free");
    const paidEmail = uniqueEmail("paid");
    await registerOperator(runtime, freeEmail);
    await registerOperator(runtime, paidEmail);
    await runtime.database.db.update(users).set({ plan: "pro" }).where(eq(users.email, paidEmail));
    freeToken = await loginOperator(runtime, freeEmail, "Passw0rd");
    paidToken = await loginOperator(runtime, paidEmail, "Passw0rd");
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs the free cap for a free operator, the paid cap for a paid one and for an administrator", async () => {
    expect(policyMax(await getSignature(runtime, freeToken))).toBe(MB);
    expect(policyMax(await getSignature(runtime, paidToken))).toBe(2 * MB);
    expect(policyMax(await getSignature(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)))).toBe(2 * MB);
  });

  it("refuses a free operator's file over the free cap with nothing stored, and takes it from a paid one", async () => {
    const content = mp4(1.5 * MB);
    const freeFields = uploadFields(await getSignature(runtime, freeToken), "long.mp4");
    const refused = await postForm(runtime, freeFields, { name: "long.mp4", content });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("<Code>EntityTooLarge</Code>");
    const storageRoot = path.join(dataDir, "storage");
    expect(storedFiles(storageRoot).filter((file) => file === freeFields.key || file.startsWith(".tmp/"))).toEqual([]);

    const paidFields = uploadFields(await getSignature(runtime, paidToken), "long.mp4");
    const stored = await postForm(runtime, paidFields, { name: "long.mp4", content });
    expect(stored.statusCode).toBe(200);
    expect(storedFiles(storageRoot)).toContain(paidFields.key);
  });
});
