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

describe("OpenAPI: API keys and Idempotency-Key", () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime("pglite");
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("marks what a key may call, with its scope and an example, and documents Idempotency-Key on POSTs", async () => {
    const document = (await runtime.app.inject({ url: "/api/docs/json" })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "cdp_…" });

    const list = document.paths["/api/v1/publish/tasks"].get;
    expect(list.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(list["x-api-key-scope"]).toBe("read");
    expect(list["x-codeSamples"][0].source).toContain("Authorization: Bearer $CDP_API_KEY");

    const create = document.paths["/api/v1/publish/tasks/video"].post;
    expect(create["x-api-key-scope"]).toBe("publish");
    expect(create.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }));
    expect(create["x-codeSamples"][0].source).toContain("Idempotency-Key");

    for (const [path, method] of [["/api/v1/api-keys", "post"], ["/api/v1/api-keys", "get"], ["/api/v1/user/changePassword", "post"]] as const) {
      const operation = document.paths[path][method];
      expect(operation.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(operation["x-api-key-scope"]).toBeUndefined();
      expect(operation.description).toContain("Not open to API keys");
    }
    // Public routes ask for nothing; the admin API never lists the key scheme.
    expect(document.paths["/api/v1/user/login"].post.security).toEqual([]);
    const admin = document.paths["/admin/api/v1/userInfo/page"].post;
    expect(JSON.stringify(admin.security ?? [])).not.toContain("apiKey");
  });

  it("marks only operations the running server lets a key call", async () => {
    const document = (await runtime.app.inject({ url: "/api/docs/json" })).json();
    const marked = Object.entries(document.paths as Record<string, Record<string, { operationId: string; "x-api-key-scope"?: string }>>).flatMap(([, operations]) =>
      Object.values(operations).filter((operation) => operation["x-api-key-scope"]).map((operation) => operation.operationId),
    );
    // Every named operation exists: a renamed route would silently close to keys otherwise.
    const { API_KEY_PUBLISH_OPERATIONS, API_KEY_READ_OPERATIONS } = await import("../src/http/api-key-scope.ts");
    expect(new Set(marked)).toEqual(new Set([...API_KEY_READ_OPERATIONS, ...API_KEY_PUBLISH_OPERATIONS]));
  });
});
