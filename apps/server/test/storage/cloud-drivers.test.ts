import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { loginOperator } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { getSignature } from "./helpers.ts";

describe.each(testDrivers)("STORAGE_DRIVER=aliyun-oss on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {
      STORAGE_DRIVER: "aliyun-oss",
      OSS_BUCKET: "cdp-media",
      OSS_ENDPOINT: "oss-cn-hangzhou.aliyuncs.com",
      OSS_ACCESS_KEY_ID: "LTAIexample",
      OSS_ACCESS_KEY_SECRET: "example-secret",
    });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("sends the browser to the bucket, and the server is no upload host", async () => {
    const token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const signature = await getSignature(runtime, token);
    expect(signature).toMatchObject({ host: "https://cdp-media.oss-cn-hangzhou.aliyuncs.com", accessid: "LTAIexample", dir: expect.stringMatching(/^u\/\d+\/$/) });
    const policy = JSON.parse(Buffer.from(signature.policy, "base64").toString("utf8"));
    expect(policy.conditions).toContainEqual({ bucket: "cdp-media" });
    expect((await runtime.app.inject({ method: "POST", url: "/storage/upload" })).statusCode).toBe(404);
  });
});
