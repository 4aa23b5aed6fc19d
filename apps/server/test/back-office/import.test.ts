import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { lastInvitationTokenTo, loginAdmin, loginOperator } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { adminCaller, latestAuditRows } from "./helpers.ts";
import { HEADERS, multipart, operatorRows, workbook, workbookWithFormula, zipBomb } from "./workbooks.ts";

describe.each(testDrivers)("Excel import of operators on %s", (driver) => {
  let runtime: TestRuntime;
  let adminToken: string;
  let admin: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    admin = adminCaller(runtime, adminToken);
  });
  afterAll(async () => runtime?.dispose());

  const upload = (fileName: string, bytes: Buffer, language = "zh-CN", token = adminToken) => {
    const { payload, headers } = multipart(fileName, bytes);
    return runtime.app.inject({ method: "POST", url: "/admin/api/v1/userInfo/import", payload, headers: { ...headers, authorization: token, alltoken: token, language_type: language } });
  };
  const userCount = async () => runtime.database.db.$count(users);

  it("downloads the template: an .xlsx with the header row and an example row", async () => {
    const response = await admin("GET", "/userInfo/import/template");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const book = XLSX.read(response.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ""]!, { header: 1 });
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(2);
  });

  it("imports 300 rows in one go and queues their invitations", async () => {
    const tag = `ok${Date.now()}`;
    const group = `导入组${Date.now()}`;
    await admin("POST", "/group/add", { name: group });
    const rows = operatorRows(300, tag);
    rows[0]![4] = group;
    rows[0]![5] = "pro";
    const before = await userCount();
    const response = await upload("operators.XLSX", workbook([HEADERS, ...rows]));
    expect(response.json()).toMatchObject({ code: 1, msg: "上传成功", data: { hasError: false, errorSize: 0, errorMessages: [], imported: 300 } });
    expect(await userCount()).toBe(before + 300);
    const first = (await admin("POST", "/userInfo/page", { keyword: `${tag}-0@` })).json().data.list[0];
    expect(first).toMatchObject({ plan: "pro", planSource: "individual", groups: [{ name: group }] });
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/userInfo/import" });
    // The worker sends the invitation; its link sets the password.
    await expect.poll(() => lastInvitationTokenTo(runtime, `${tag}-0@example.com`).catch(() => null), { timeout: 15_000 }).toMatch(/^[\w-]{43}$/);
  });

  it("writes nothing when one row of 300 is wrong, and says which cell and why", async () => {
    const tag = `bad${Date.now()}`;
    const rows = operatorRows(300, tag);
    rows[149]![0] = "not-an-email";
    rows[200]![0] = rows[10]![0]!;
    rows[250]![3] = "不存在的企业";
    rows[260]![0] = DEMO_OPERATOR.email;
    const before = await userCount();
    const response = await upload("operators.xlsx", workbook([HEADERS, ...rows]));
    expect(response.json()).toMatchObject({ code: 1, data: { hasError: true, errorSize: 4, imported: 0 } });
    expect(response.json().data.errorMessages).toEqual([
      { index: 151, fieldName: "邮箱", originValue: "not-an-email", customMessage: "请输入正确的邮箱地址" },
      { index: 202, fieldName: "邮箱", originValue: rows[10]![0], customMessage: "文件中邮箱重复" },
      { index: 252, fieldName: "企业", originValue: "不存在的企业", customMessage: "企业不存在" },
      { index: 262, fieldName: "邮箱", originValue: DEMO_OPERATOR.email, customMessage: "该邮箱已注册" },
    ]);
    expect(await userCount()).toBe(before);
    const english = await upload("operators.xls", workbook([HEADERS, ["x@example.com", "123", "名", "", "没有的组", "gold"]], "biff8"), "en");
    expect(english.json().data.errorMessages.map((error: { customMessage: string }) => error.customMessage)).toEqual([
      "Please enter a valid mobile number",
      "No such user group",
      "No such plan; use free or pro",
    ]);
  });

  it("answers code 3 for a workbook that is not the template", async () => {
    const response = await upload("other.xlsx", workbook([["姓名", "部门"], ["张三", "市场"]]));
    expect(response.json()).toMatchObject({ code: 3, msg: "导入模板文件不符，请上传正确的模板文件！" });
  });

  it("refuses hostile workbooks with a clear message and writes nothing", async () => {
    const before = await userCount();
    const csv = await upload("users.xlsx", Buffer.from(`${HEADERS.join(",")}\ncsv@example.com,,CSV,,,\n`));
    expect(csv.json()).toMatchObject({ msg: "文件格式有误，请检查后重新上传" });
    const wrongExtension = await upload("users.csv", workbook([HEADERS]));
    expect(wrongExtension.json().msg).toBe("文件格式有误，请检查后重新上传");
    const formula = await upload("users.xlsx", workbookWithFormula());
    expect(formula.json().msg).toBe("导入文件不能包含公式，请改为纯文本后重新上传");
    const bomb = await upload("users.xlsx", zipBomb(64 * 1024 * 1024));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().msg).toBe("导入文件过大或已损坏，请使用导入模板重新上传");
    const huge = await upload("users.xlsx", Buffer.alloc(50 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    const manyRows = await upload("users.xlsx", workbook([HEADERS, ...Array.from({ length: 100_000 }, (_, index) => [`r${index}@e.com`])]));
    expect(manyRows.json().msg).toBe("每次最多导入300行数据，请拆分后重新上传");
    const overLimit = await upload("users.xlsx", workbook([HEADERS, ...operatorRows(301, `over${Date.now()}`)]));
    expect(overLimit.json().msg).toBe("每次最多导入300行数据，请拆分后重新上传");
    expect(await userCount()).toBe(before);
  });

  it("needs an administrator", async () => {
    const operatorToken = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect((await upload("a.xlsx", workbook([HEADERS]), "zh-CN", operatorToken)).statusCode).toBe(401);
    expect((await runtime.app.inject({ method: "GET", url: "/admin/api/v1/userInfo/import/template" })).statusCode).toBe(401);
    expect((await runtime.app.inject({ method: "GET", url: "/admin/api/v1/userInfo/import/template", headers: { authorization: operatorToken } })).statusCode).toBe(401);
  });
});
