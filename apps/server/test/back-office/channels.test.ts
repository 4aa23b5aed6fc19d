import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels, users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { loginAdmin, loginOperator, uniqueEmail } from "../identity/helpers.ts";
import { expectOrders } from "../list-order.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { adminCaller, latestAuditRows } from "./helpers.ts";

describe.each(testDrivers)("admin channels on %s", (driver) => {
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  let operatorToken: string;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
    operatorToken = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  });
  afterAll(async () => runtime?.dispose());

  it("creates a channel whose login picture the CRM login page reads, edits and deletes it", async () => {
    const loginPicture = "https://cdn.example.com/a/1/1=-=bg.png";
    const created = await admin("POST", "/channel/add", { name: " 抖音推广 ", loginPicture });
    expect(created.json()).toMatchObject({ code: 1, msg: "保存成功" });
    const id = created.json().data.id;
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/channel/add" });

    const publicView = await runtime.app.inject({ method: "GET", url: `/api/v1/channel/${id}` });
    expect(publicView.json()).toMatchObject({ code: 0, data: { id, name: "抖音推广", loginPicture } });

    expect((await admin("POST", "/channel/update", { id, name: "抖音", loginPicture: null })).json().code).toBe(1);
    expect((await runtime.app.inject({ method: "GET", url: `/api/v1/channel/${id}` })).json().data).toMatchObject({ name: "抖音", loginPicture: null });
    const page = (await admin("POST", "/channel/page", { page: 1, pageSize: 100 })).json().data;
    expect(page.list).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: "抖音", operators: 0 })]));

    expect((await admin("DELETE", `/channel/del/${id}`)).json().code).toBe(1);
    expect((await runtime.app.inject({ method: "GET", url: `/api/v1/channel/${id}` })).statusCode).toBe(404);
    expect((await admin("DELETE", `/channel/del/${id}`)).statusCode).toBe(404);
  });

  it("deletes a channel without its operators: they stay, without a channel; every write leaves an audit row", async () => {
    const id = (await admin("POST", "/channel/add", { name: "合作伙伴" })).json().data.id as number;
    const email = uniqueEmail("channel");
    const created = await admin("POST", "/userInfo/add", { email, nickname: "渠道用户", password: "Passw0rd1" });
    const operatorId = created.json().data.id as number;
    await runtime.database.db.update(users).set({ channelId: id }).where(eq(users.id, operatorId));
    const listed = (await admin("POST", "/channel/page", { page: 1, pageSize: 100 })).json().data.list;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id, operators: 1 })]));

    expect((await admin("POST", "/channel/update", { id, name: "合作伙伴渠道", loginPicture: "https://cdn.example.com/p.png" })).json().code).toBe(1);
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/channel/update" });
    expect((await admin("DELETE", `/channel/del/${id}`)).json().code).toBe(1);
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "DELETE", path: `/admin/api/v1/channel/del/${id}` });

    const [kept] = await runtime.database.db.select().from(users).where(eq(users.id, operatorId));
    expect(kept).toMatchObject({ email, status: "active", channelId: null });
    expect(await loginOperator(runtime, email, "Passw0rd1")).toEqual(expect.any(String));
    expect((await admin("POST", "/channel/update", { id, name: "已删除" })).statusCode).toBe(404);
  });

  it("refuses a missing name and a picture that is not an http(s) address, in both languages", async () => {
    const zh = await admin("POST", "/channel/add", { name: "", loginPicture: "javascript:alert(1)" });
    expect(zh.json().errors.map((error: { message: string }) => error.message)).toEqual(expect.arrayContaining(["请输入渠道名称", "登录图片地址无效，请重新上传"]));
    const en = await adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password), "en")("POST", "/channel/add", { name: "渠".repeat(31) });
    expect(en.json().errors).toEqual([{ field: "body.name", message: "The channel name can have at most 30 characters" }]);
  });

  it("sorts channels by creation (newest first unless asked), name and operator count, equal values newest first", async () => {
    const tag = `sort${Date.now()}`;
    const add = async (suffix: string, day: string) => {
      const id = (await admin("POST", "/channel/add", { name: `${tag}-${suffix}` })).json().data.id as number;
      await runtime.database.db.update(channels).set({ createdAt: new Date(`${day}T08:00:00.000Z`) }).where(eq(channels.id, id));
      return id;
    };
    const first = await add("b", "2020-01-01");
    const second = await add("a", "2020-01-02");
    const third = await add("b", "2020-01-02");
    const operatorId = (await admin("POST", "/userInfo/add", { email: uniqueEmail("sorted-channel"), nickname: "渠道用户", password: "Passw0rd1" })).json().data.id as number;
    await runtime.database.db.update(users).set({ channelId: second }).where(eq(users.id, operatorId));
    const list = async (sort: object) => (await admin("POST", "/channel/page", { pageSize: 100, ...sort })).json().data.list as { id: number }[];

    expect((await list({})).map((channel) => channel.id).filter((id) => [first, second, third].includes(id))).toEqual([third, second, first]);
    await expectOrders((sortBy, sortOrder) => list({ sortBy, sortOrder }), {
      createdAt: { asc: [first, third, second], desc: [third, second, first] },
      name: { asc: [second, third, first], desc: [third, first, second] },
      operators: { asc: [third, first, second], desc: [second, third, first] },
    });
    const refused = await admin("POST", "/channel/page", { sortBy: "loginPicture" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "body.sortBy", message: "排序字段无效" }]);
  });

  it("needs an administrator", async () => {
    for (const [method, url] of [["POST", "/channel/page"], ["POST", "/channel/add"], ["POST", "/channel/update"], ["DELETE", "/channel/del/1"]] as const) {
      const payload = method === "POST" ? { payload: {} } : {};
      expect((await runtime.app.inject({ method, url: `/admin/api/v1${url}`, ...payload })).statusCode, url).toBe(401);
      expect((await runtime.app.inject({ method, url: `/admin/api/v1${url}`, ...payload, headers: { authorization: operatorToken, alltoken: operatorToken } })).statusCode, url).toBe(401);
    }
  });
});
