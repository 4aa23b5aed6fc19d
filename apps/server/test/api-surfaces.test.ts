import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { emailSchema, envelopeSchema } from "@cdp/contracts";
import { AppError } from "../src/http/app-error.ts";
import type { SessionResolver } from "../src/http/auth-guard.ts";
import { adminOk, crmOk } from "../src/http/envelope.ts";
import { registerSecurity } from "../src/http/security.ts";
import { adminApi, crmApi } from "../src/http/surfaces.ts";

/** Routes that exercise each behaviour of a surface, mounted on the real surface plugins. */
const probeRoutes =
  (surface: "crm" | "admin"): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/probe/signup",
      {
        config: { public: true },
        schema: {
          body: z.object({ email: emailSchema, name: z.string().max(5) }),
          response: { 200: envelopeSchema(z.object({ email: z.string() })) },
        },
      },
      async (request) =>
        surface === "crm" ? crmOk({ email: request.body.email }) : adminOk({ email: request.body.email }, "zh-CN"),
    );
    app.get("/probe/secret", async () => (surface === "crm" ? crmOk("inside") : adminOk("inside", "en")));
    app.get("/probe/whoami", async (request) => crmOk(request.principal));
    app.get("/probe/crash", { config: { public: true } }, async () => {
      throw new Error("connection to 10.0.0.5 failed: password=hunter2");
    });
    app.get("/probe/conflict", { config: { public: true } }, async () => {
      throw new AppError("CONFLICT");
    });
  };

const acceptToken: SessionResolver = async (token) =>
  token === "good-token" ? { kind: "user", id: 1, sessionId: "session-1", token } : null;

async function buildSurfaces(rateLimitPerMinute = 1000): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurity(app, { rateLimitPerMinute });
  await app.register(crmApi, { prefix: "/api/v1", sessions: acceptToken, routes: [probeRoutes("crm")] });
  await app.register(adminApi, { prefix: "/admin/api/v1", sessions: acceptToken, routes: [probeRoutes("admin")] });
  await app.ready();
  return app;
}

describe("API surfaces", () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
  });

  it("wraps CRM successes as code 0 and admin successes as code 1", async () => {
    app = await buildSurfaces();
    const payload = { email: "ops@example.com", name: "ops" };
    const crm = await app.inject({ method: "POST", url: "/api/v1/probe/signup", payload });
    expect(crm.json()).toEqual({ code: 0, msg: "ok", data: { email: "ops@example.com" } });
    const admin = await app.inject({ method: "POST", url: "/admin/api/v1/probe/signup", payload });
    expect(admin.json()).toMatchObject({ code: 1, data: { email: "ops@example.com" } });
  });

  it("returns field messages in the caller's language for invalid input", async () => {
    app = await buildSurfaces();
    const zh = await app.inject({ method: "POST", url: "/api/v1/probe/signup", payload: { email: "nope", name: "toolongname" } });
    expect(zh.statusCode).toBe(400);
    const zhBody = zh.json();
    expect(zhBody.code).toBe(400);
    expect(zhBody.errors).toContainEqual({ field: "body.email", message: "请输入正确的邮箱地址" });
    expect(zhBody.errors.find((e: { field: string }) => e.field === "body.name").message).toMatch(/[\u4e00-\u9fa5]/);
    expect(zhBody.msg).toBe("请输入正确的邮箱地址");

    const en = await app.inject({
      method: "POST",
      url: "/admin/api/v1/probe/signup",
      headers: { "accept-language": "en-GB,en;q=0.8" },
      payload: { email: "nope" },
    });
    const enBody = en.json();
    expect(enBody.code).toBe(400);
    expect(enBody.errors).toContainEqual({ field: "body.email", message: "Please enter a valid email address" });
    expect(enBody.errors.map((e: { field: string }) => e.field)).toContain("body.name");
  });

  it("prefers the language_type header over Accept-Language", async () => {
    app = await buildSurfaces();
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/probe/conflict",
      headers: { "accept-language": "zh-CN", language_type: "en" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/already exists/);
  });

  it("hides the details of unexpected failures and returns the request id", async () => {
    app = await buildSurfaces();
    const response = await app.inject({ method: "GET", url: "/api/v1/probe/crash" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe(500);
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("10.0.0.5");
    expect(body.requestId).toBeTruthy();
    expect(response.headers["x-request-id"] ?? body.requestId).toBe(body.requestId);
  });

  it("refuses protected routes without a valid token, with code 401", async () => {
    app = await buildSurfaces();
    for (const url of ["/api/v1/probe/secret", "/admin/api/v1/probe/secret"]) {
      const none = await app.inject({ method: "GET", url });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 401, data: null });
      const wrong = await app.inject({ method: "GET", url, headers: { authorization: "Bearer stolen" } });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it("accepts the token in authorization, or in allToken on the admin API", async () => {
    app = await buildSurfaces();
    const crm = await app.inject({ method: "GET", url: "/api/v1/probe/secret", headers: { authorization: "Bearer good-token" } });
    expect(crm.json()).toMatchObject({ code: 0, data: "inside" });
    const admin = await app.inject({ method: "GET", url: "/admin/api/v1/probe/secret", headers: { alltoken: "good-token" } });
    expect(admin.json()).toMatchObject({ code: 1, data: "inside" });
  });

  it("hands the resolved caller to the handler as request.principal", async () => {
    app = await buildSurfaces();
    const response = await app.inject({ method: "GET", url: "/api/v1/probe/whoami", headers: { authorization: "Bearer good-token" } });
    expect(response.json().data).toEqual({ kind: "user", id: 1, sessionId: "session-1", token: "good-token" });
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    app = await buildSurfaces();
    const response = await app.inject({ method: "GET", url: "/admin/api/v1/nothing/here", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: "What you asked for does not exist.", data: null });
  });

  it("rate-limits API calls per client with code 429 and Retry-After", async () => {
    app = await buildSurfaces(3);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: "GET", url: "/api/v1/probe/conflict" })).statusCode);
    }
    expect(statuses).toEqual([409, 409, 409, 429]);
    const limited = await app.inject({ method: "GET", url: "/api/v1/probe/conflict" });
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect(limited.headers["retry-after"]).toBeTruthy();
  });
});
