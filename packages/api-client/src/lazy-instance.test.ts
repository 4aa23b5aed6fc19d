import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { NETWORK_ERROR_CODE } from "./api-error.ts";
import { createCrmClient } from "./crm-client.ts";
import { startScriptedServer } from "./test-server.ts";

// Its own file: the module registry is reset here, which would give other tests a second ApiError class.
let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeEach(async () => {
  server = await startScriptedServer({ "/api/v1/ok": { status: 200, body: { code: 0, msg: "ok", data: { id: 7 } } } });
});
afterEach(async () => {
  await server.close();
});

it("fails like an unreachable server when axios cannot be fetched, and fetches it again on the next call", async () => {
  vi.doMock("./instances.ts", () => {
    throw new TypeError("Failed to fetch dynamically imported module");
  });
  const client = createCrmClient({ baseURL: server.baseURL, getLocale: () => "zh-CN", getToken: () => "tok", loginPath: "/login", onUnauthorized: vi.fn() });
  await expect(client.request({ url: "/api/v1/ok" })).rejects.toMatchObject({ code: NETWORK_ERROR_CODE, message: "服务暂不可用，请稍后再试" });
  expect(server.received).toHaveLength(0);

  vi.doUnmock("./instances.ts");
  vi.resetModules();
  await expect(client.request({ url: "/api/v1/ok" })).resolves.toEqual({ id: 7 });
});
