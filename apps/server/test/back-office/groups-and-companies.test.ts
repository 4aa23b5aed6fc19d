import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, userGroups } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { loginAdmin, loginOperator, uniqueEmail } from "../identity/helpers.ts";
import { expectOrders } from "../list-order.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { adminCaller, latestAuditRows } from "./helpers.ts";

describe.each(testDrivers)("用户组 and 企业用户 on %s", (driver) => {
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  let adminEn: ReturnType<typeof adminCaller>;
  let operatorToken: string;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    admin = adminCaller(runtime, token);
    adminEn = adminCaller(runtime, token, "en");
    operatorToken = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  });
  afterAll(async () => runtime?.dispose());

  const newOperator = async (label: string) => {
    const response = await admin("POST", "/userInfo/add", { email: uniqueEmail(label), nickname: label, password: "Passw0rd1" });
    return response.json().data.id as number;
  };
  const newGroup = async (payload: object = {}) => (await admin("POST", "/group/add", { name: `组${Math.random().toString(36).slice(2, 8)}`, ...payload })).json().data.id as number;

  it("creates, edits, lists and deletes groups; names are unique", async () => {
    const name = `运营一组${Date.now()}`;
    const created = await admin("POST", "/group/add", { name, remark: "华东" });
    expect(created.json()).toMatchObject({ code: 1, msg: "保存成功", data: { id: expect.any(Number) } });
    const id = created.json().data.id;
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ path: "/admin/api/v1/group/add", adminId: expect.any(Number) });
    expect((await adminEn("POST", "/group/add", { name })).json()).toMatchObject({ msg: "That group name already exists" });
    expect((await admin("POST", "/group/update", { id, name: `${name}改`, remark: "", plan: "pro", planEndsAt: null })).json().code).toBe(1);
    const page = (await admin("POST", "/group/page", { keyword: `${name}改` })).json().data;
    expect(page).toMatchObject({ total: 1, list: [{ id, plan: "pro", members: 0 }] });
    expect((await admin("DELETE", `/group/del/${id}`)).json().code).toBe(1);
    expect((await admin("DELETE", `/group/del/${id}`)).statusCode).toBe(404);
    const empty = await admin("POST", "/group/add", { name: " " });
    expect(empty.json().errors).toEqual([{ field: "body.name", message: "请输入用户组名称" }]);
  });

  it("adds and removes members; the dialogs search members and non-members by query parameters", async () => {
    const group = await newGroup();
    const first = await newOperator("member-a");
    const second = await newOperator("member-b");
    expect((await admin("POST", "/group/joinGroup", { groupId: group, userIds: [first, second, first] })).json().data).toEqual({ changed: 2 });
    const members = (await admin("POST", `/group/selectUserByGroup?groupId=${group}&page=1&pageSize=10`)).json().data;
    expect(members.total).toBe(2);
    const notJoined = (await admin("POST", `/group/selectNotJoinUser?groupId=${group}&keyword=member-&pageSize=100`)).json().data;
    expect(notJoined.list.map((row: { id: number }) => row.id)).not.toContain(first);
    expect((await admin("POST", "/group/removeToGroup", { groupId: group, userIds: [first] })).json().data).toEqual({ changed: 1 });
    const after = (await admin("POST", `/group/selectUserByGroup?groupId=${group}`)).json().data;
    expect(after.list.map((row: { id: number }) => row.id)).toEqual([second]);
    expect((await admin("POST", `/group/selectUserByGroup?groupId=999999`)).statusCode).toBe(404);
    expect((await admin("POST", `/group/selectUserByGroup`)).statusCode).toBe(400);
    expect((await admin("POST", "/group/joinGroup", { groupId: group, userIds: [] })).json().errors).toEqual([{ field: "body.userIds", message: "请选择用户" }]);
  });

  it("members inherit the group plan unless their own plan was set individually", async () => {
    const group = await newGroup({ plan: "pro", planEndsAt: "2027-06-30T00:00:00.000Z" });
    const inheriting = await newOperator("inherit");
    const individual = await newOperator("individual");
    await admin("POST", "/group/joinGroup", { groupId: group, userIds: [inheriting, individual] });
    await admin("POST", "/userInfo/plan", { id: individual, plan: "free", planEndsAt: null });
    const rows = (await admin("POST", "/userInfo/page", { groupId: group, pageSize: 100 })).json().data.list as { id: number; plan: string; planSource: string; planEndsAt: string | null }[];
    expect(rows.find((row) => row.id === inheriting)).toMatchObject({ plan: "pro", planSource: "group", planEndsAt: "2027-06-30T00:00:00.000Z" });
    expect(rows.find((row) => row.id === individual)).toMatchObject({ plan: "free", planSource: "individual" });
  });

  it("sums its members' task completions per group", async () => {
    const group = await newGroup();
    await admin("POST", "/group/joinGroup", { groupId: group, userIds: [await newOperator("g-tasks")] });
    const counts = await admin("POST", "/group/task/completions", { ids: [group], startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(counts.json()).toMatchObject({ code: 1, data: [{ id: group, tasks: 0, itemsSucceeded: 0, itemsFailed: 0 }] });
  });

  it("manages companies with their operators; a company with operators is not deleted", async () => {
    const companyKey = `XH${Date.now()}`;
    const id = (await admin("POST", "/company/add", { companyKey, companyName: "星河" })).json().data.id as number;
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/company/add" });
    expect((await adminEn("POST", "/company/add", { companyKey, companyName: "重复" })).json().msg).toBe("That company code already exists");
    const operator = await admin("POST", "/userInfo/add", { email: uniqueEmail("company"), nickname: "员工", password: "Passw0rd1", companyId: id });
    expect(operator.json()).toMatchObject({ code: 1 });
    const operatorId = operator.json().data.id;
    expect((await admin("POST", "/company/page", { keyword: companyKey })).json().data).toMatchObject({ total: 1, list: [{ id, companyName: "星河", operators: 1 }] });
    expect((await admin("GET", `/company/operators/${id}`)).json().data).toMatchObject([{ id: operatorId }]);
    expect((await admin("POST", "/company/update", { id, companyKey, companyName: "星河传媒" })).json().code).toBe(1);
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/company/update" });
    const refused = await admin("DELETE", `/company/del/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("该企业下还有用户，请先移出用户后再删除");
    await admin("POST", "/userInfo/update", { id: operatorId, nickname: "员工", companyId: null });
    expect((await admin("DELETE", `/company/del/${id}`)).json().code).toBe(1);
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "DELETE", path: `/admin/api/v1/company/del/${id}` });
    const gone = await adminEn("GET", `/company/operators/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe("The company does not exist");
  });

  const createdOn = (table: typeof companies | typeof userGroups, id: number, day: string) =>
    runtime.database.db.update(table).set({ createdAt: new Date(`${day}T08:00:00.000Z`) }).where(eq(table.id, id));

  it("sorts companies by creation, code, name and operator count, both ways, equal values newest first", async () => {
    const tag = `sort${Date.now()}`;
    const add = async (suffix: string, companyName: string) => (await admin("POST", "/company/add", { companyKey: `${tag}-${suffix}`, companyName: `${tag} ${companyName}` })).json().data.id as number;
    const first = await add("a", "Beta");
    const second = await add("c", "Beta");
    const third = await add("b", "Alpha");
    await admin("POST", "/userInfo/add", { email: uniqueEmail("sorted-company"), nickname: "员工", password: "Passw0rd1", companyId: second });
    await createdOn(companies, first, "2020-01-03");
    await createdOn(companies, second, "2020-01-01");
    await createdOn(companies, third, "2020-01-03");
    const list = async (sort: object) => (await admin("POST", "/company/page", { keyword: tag, pageSize: 100, ...sort })).json().data.list;

    expect((await list({})).map((company: { id: number }) => company.id)).toEqual([third, first, second]);
    await expectOrders((sortBy, sortOrder) => list({ sortBy, sortOrder }), {
      createdAt: { asc: [second, third, first], desc: [third, first, second] },
      companyKey: { asc: [first, third, second], desc: [second, third, first] },
      companyName: { asc: [third, second, first], desc: [second, first, third] },
      operators: { asc: [third, first, second], desc: [second, third, first] },
    });
    expect((await admin("POST", "/company/page", { sortBy: "password" })).json()).toMatchObject({ errors: [{ field: "body.sortBy", message: "排序字段无效" }] });
    const wrongOrder = await adminEn("POST", "/company/page", { sortBy: "companyName", sortOrder: "up" });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().errors).toEqual([{ field: "body.sortOrder", message: "The sort field is not valid" }]);
  });

  it("sorts groups by creation, name and member count, both ways, equal values newest first", async () => {
    const tag = `sort${Date.now()}`;
    const add = async (suffix: string) => (await admin("POST", "/group/add", { name: `${tag}-${suffix}` })).json().data.id as number;
    const first = await add("b");
    const second = await add("a");
    const third = await add("c");
    const member = await newOperator("sorted-group");
    await admin("POST", "/group/joinGroup", { groupId: second, userIds: [member] });
    await admin("POST", "/group/joinGroup", { groupId: third, userIds: [member] });
    await createdOn(userGroups, first, "2020-01-02");
    await createdOn(userGroups, second, "2020-01-02");
    await createdOn(userGroups, third, "2020-01-01");
    const list = async (sort: object) => (await admin("POST", "/group/page", { keyword: tag, pageSize: 100, ...sort })).json().data.list;

    expect((await list({})).map((group: { id: number }) => group.id)).toEqual([second, first, third]);
    await expectOrders((sortBy, sortOrder) => list({ sortBy, sortOrder }), {
      createdAt: { asc: [third, second, first], desc: [second, first, third] },
      name: { asc: [second, first, third], desc: [third, first, second] },
      members: { asc: [first, third, second], desc: [third, second, first] },
    });
    const refused = await adminEn("POST", "/group/page", { sortBy: "remark" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "body.sortBy", message: "The sort field is not valid" }]);
  });

  it("sorts a group's members and the operators to add by email (A to Z unless asked) or nickname", async () => {
    const tag = `sort${Date.now()}`;
    const add = async (suffix: string, nickname: string) =>
      (await admin("POST", "/userInfo/add", { email: `${tag}-${suffix}@example.com`, nickname, password: "Passw0rd1" })).json().data.id as number;
    const first = await add("b", "Beta");
    const second = await add("a", "Alpha");
    const third = await add("c", "Beta");
    const group = await newGroup();
    await admin("POST", "/group/joinGroup", { groupId: group, userIds: [first, second, third] });
    const expected = {
      email: { asc: [second, first, third], desc: [third, first, second] },
      nickname: { asc: [second, third, first], desc: [third, first, second] },
    };
    for (const path of [`/group/selectUserByGroup?groupId=${group}`, `/group/selectNotJoinUser?groupId=${await newGroup()}`]) {
      const list = async (sort: string) => (await admin("POST", `${path}&keyword=${tag}&pageSize=100${sort}`)).json().data.list;
      expect((await list("")).map((person: { id: number }) => person.id), path).toEqual([second, first, third]);
      await expectOrders((sortBy, sortOrder) => list(`&sortBy=${sortBy}&sortOrder=${sortOrder}`), expected);
    }
    const refused = await admin("POST", `/group/selectUserByGroup?groupId=${group}&sortBy=mobile`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "querystring.sortBy", message: "排序字段无效" }]);
  });

  it("needs an administrator: no token and an operator's token get 401 on every endpoint", async () => {
    const endpoints: [string, string][] = [
      ["POST", "/group/page"],
      ["POST", "/group/add"],
      ["POST", "/group/update"],
      ["DELETE", "/group/del/1"],
      ["POST", "/group/selectUserByGroup?groupId=1"],
      ["POST", "/group/selectNotJoinUser?groupId=1"],
      ["POST", "/group/joinGroup"],
      ["POST", "/group/removeToGroup"],
      ["POST", "/group/task/completions"],
      ["POST", "/company/page"],
      ["POST", "/company/add"],
      ["POST", "/company/update"],
      ["DELETE", "/company/del/1"],
      ["GET", "/company/operators/1"],
    ];
    for (const [method, url] of endpoints) {
      const payload = method === "POST" ? { payload: {} } : {};
      const anonymous = await runtime.app.inject({ method: method as "POST", url: `/admin/api/v1${url}`, ...payload });
      expect(anonymous.statusCode, url).toBe(401);
      const operator = await runtime.app.inject({ method: method as "POST", url: `/admin/api/v1${url}`, ...payload, headers: { authorization: operatorToken, alltoken: operatorToken } });
      expect(operator.statusCode, url).toBe(401);
    }
  });
});
