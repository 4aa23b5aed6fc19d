import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformLinkSessions } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { consent, formSubmission, newOperator } from "./helpers.ts";

describe.each(testDrivers)("the built-in sandbox at /sandbox on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let origin: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-sandbox-"));
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir });
    origin = await runtime.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("links an account through the server's own sandbox, over real HTTP both ways", async () => {
    const operator = await newOperator(runtime, "mounted");
    const response = await fetch(`${origin}/api/v1/accounts/link`, {
      method: "POST",
      headers: { authorization: `Bearer ${operator.token}`, "content-type": "application/json" },
      body: JSON.stringify({ platform: "tiktok", method: "redirect" }),
    });
    const started = ((await response.json()) as { data: { authUrl: string } }).data;
    expect(started.authUrl).toMatch(/^\/sandbox\/tiktok\//);
    const back = await consent(new URL(started.authUrl, origin).toString(), { decision: "allow", open_id: "sbx-open-creator-1" });
    expect(back.origin).toBe(origin);
    const landed = await fetch(back, { redirect: "manual" });
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toMatch(/\/CRM\/accountManage\/index\?linked=\d+$/);
  });

  it("finishes an admin's QR link in the background while nobody watches it", async () => {
    const adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const operator = await newOperator(runtime, "unattended");
    const userId = (await operator.get("/api/v1/user/getUserInfo")).json().data.id;
    const link = (
      await runtime.app.inject({ method: "GET", url: `/admin/api/v1/tkAuth/getQrCode?userId=${userId}`, headers: { authorization: adminToken, alltoken: adminToken } })
    ).json().data;
    expect(link).toMatchObject({ method: "qr", status: "pending", verificationUrl: expect.any(String) });

    // The person scans with the sandbox's "phone" page and confirms.
    const scanUrl = new URL(link.verificationUrl, origin).toString();
    const scanPage = await fetch(scanUrl);
    expect(scanPage.status).toBe(200);
    const { url, body } = formSubmission(await scanPage.text(), scanUrl, { decision: "allow", open_id: "sbx-open-creator-2" });
    expect((await fetch(url, { method: "POST", body })).status).toBe(200);

    const deadline = Date.now() + 30_000;
    let status = "pending";
    while (Date.now() < deadline && status !== "linked") {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [row] = await runtime.database.db.select().from(platformLinkSessions).where(eq(platformLinkSessions.id, link.linkId));
      status = row?.status ?? "missing";
    }
    expect(status).toBe("linked");
    expect((await operator.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ externalId: "sbx-open-creator-2" });
  });
});
