import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./test-runtime.ts";

describe("OpenAPI documentation", () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime("pglite");
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("describes the routes from their zod schemas", async () => {
    const response = await runtime.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths["/api/v1/health"].get;
    expect(health.operationId).toBe("getHealth");
    expect(health.responses["200"].content["application/json"].schema.properties).toHaveProperty("data");
  });

  it("serves the interactive page", async () => {
    const response = await runtime.app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("swagger");
  });
});
