import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedFiles } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { loginAdmin, loginOperator } from "../identity/helpers.ts";
import { getSignature, postForm, uploadFields } from "../storage/helpers.ts";
import { sample } from "../storage/samples.ts";
import { expectOrders } from "../list-order.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

describe.each(testDrivers)("file sharing on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let adminToken: string;
  let operatorToken: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-files-"));
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir });
    adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    operatorToken = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (method: "POST" | "DELETE", url: string, payload?: object, language = "zh-CN") =>
    runtime.app.inject({ method, url: `/admin/api/v1${url}`, headers: { authorization: adminToken, alltoken: adminToken, language_type: language }, ...(payload ? { payload } : {}) });
  const operator = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    runtime.app.inject({ method, url, headers: { authorization: `Bearer ${operatorToken}` }, ...(payload ? { payload } : {}) });

  it("registers an uploaded file as a shared file, with the size and type of its stored upload", async () => {
    const signature = await getSignature(runtime, adminToken);
    const fields = uploadFields(signature, "海报.png");
    expect((await postForm(runtime, fields, { name: "海报.png", content: sample.png })).statusCode).toBe(200);
    const fileUrl = `${signature.host}/${fields.key}`;

    const created = await admin("POST", "/file/upload", { name: "  活动海报 ", fileUrl });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 1,
      msg: "保存成功",
      data: { id: expect.any(Number), name: "活动海报", fileUrl, fileName: "海报.png", fileType: "image", fileSize: sample.png.length },
    });

    const page = await admin("POST", "/file/page", { page: 1, pageSize: 10 });
    expect(page.json()).toMatchObject({ code: 1, data: { total: expect.any(Number) } });
    expect(page.json().data.list[0]).toMatchObject({ id: created.json().data.id, name: "活动海报" });
  });

  it("keeps what it knows from the URL of a file stored elsewhere", async () => {
    const created = await admin("POST", "/file/upload", { name: "宣传片", fileUrl: "https://bucket.example.com/a/1/1700000000000=-=promo.mp4" });
    expect(created.json().data).toMatchObject({ fileName: "promo.mp4", fileType: "video", fileSize: null });
  });

  it("updates a shared file and answers not found for one that does not exist", async () => {
    const { id } = (await admin("POST", "/file/upload", { name: "旧名称", fileUrl: "https://cdn.example.com/a/1/1=-=a.pdf" })).json().data;
    const updated = await admin("POST", "/file/update", { id, name: "新名称", fileUrl: "https://cdn.example.com/a/1/2=-=b.gif" });
    expect(updated.json()).toMatchObject({ code: 1, data: { id, name: "新名称", fileName: "b.gif", fileType: "image" } });

    const missing = await admin("POST", "/file/update", { id: 999_999, name: "x", fileUrl: "https://cdn.example.com/x.png" });
    expect(missing.statusCode).toBe(404);
    expect((await admin("DELETE", "/file/del/999999")).statusCode).toBe(404);
  });

  it("deletes a shared file", async () => {
    const { id } = (await admin("POST", "/file/upload", { name: "临时", fileUrl: "https://cdn.example.com/t.png" })).json().data;
    expect((await admin("DELETE", `/file/del/${id}`)).json()).toMatchObject({ code: 1 });
    const page = await admin("POST", "/file/page", { page: 1, pageSize: 100 });
    expect(page.json().data.list.map((file: { id: number }) => file.id)).not.toContain(id);
  });

  it("answers the spec's validation messages in the caller's language", async () => {
    const empty = await admin("POST", "/file/upload", { name: " ", fileUrl: "" });
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(expect.arrayContaining(["请输入文件名称", "请上传文件"]));

    const long = await admin("POST", "/file/upload", { name: "名".repeat(51), fileUrl: "https://cdn.example.com/t.png" }, "en");
    expect(long.json().errors).toEqual([{ field: "body.name", message: "The file name can have at most 50 characters" }]);
    expect((await admin("POST", "/file/upload", { name: "名".repeat(50), fileUrl: "https://cdn.example.com/t.png" })).json().code).toBe(1);

    for (const fileUrl of ["javascript:alert(1)", "not a url", "ftp://files.example.com/a.png", "/storage/files/a.png"]) {
      const refused = await admin("POST", "/file/upload", { name: "链接", fileUrl });
      expect(refused.json().errors).toEqual([{ field: "body.fileUrl", message: "文件地址无效，请重新上传文件" }]);
    }
  });

  it("sorts by creation (newest first unless asked), name and size, both ways; equal values newest first, unknown sizes last", async () => {
    const tag = `sort${Date.now()}`;
    const share = async (suffix: string, changes: { createdAt: Date; fileSize: number | null }) => {
      const id = (await admin("POST", "/file/upload", { name: `${tag}-${suffix}`, fileUrl: `https://cdn.example.com/a/1/1=-=${suffix}.pdf` })).json().data.id as number;
      await runtime.database.db.update(sharedFiles).set(changes).where(eq(sharedFiles.id, id));
      return id;
    };
    const first = await share("b", { createdAt: new Date("2020-01-02T08:00:00.000Z"), fileSize: 2048 });
    const second = await share("a", { createdAt: new Date("2020-01-02T08:00:00.000Z"), fileSize: null });
    const third = await share("b", { createdAt: new Date("2020-01-01T08:00:00.000Z"), fileSize: 1024 });
    const list = async (sort: object) => (await admin("POST", "/file/page", { pageSize: 100, ...sort })).json().data.list as { id: number }[];

    expect((await list({})).map((file) => file.id).filter((id) => [first, second, third].includes(id))).toEqual([second, first, third]);
    await expectOrders((sortBy, sortOrder) => list({ sortBy, sortOrder }), {
      createdAt: { asc: [third, second, first], desc: [second, first, third] },
      name: { asc: [second, third, first], desc: [third, first, second] },
      fileSize: { asc: [third, first, second], desc: [first, third, second] },
    });
    const refused = await admin("POST", "/file/page", { sortBy: "fileUrl" }, "en");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "body.sortBy", message: "The sort field is not valid" }]);
  });

  it("needs an administrator: no token and an operator's token are refused", async () => {
    const anonymous = await runtime.app.inject({ method: "POST", url: "/admin/api/v1/file/upload", payload: { name: "x", fileUrl: "https://cdn.example.com/y.png" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await operator("POST", "/admin/api/v1/file/upload", { name: "x", fileUrl: "https://cdn.example.com/y.png" })).statusCode).toBe(401);
    expect((await operator("POST", "/admin/api/v1/file/page", {})).statusCode).toBe(401);
    expect((await operator("DELETE", "/admin/api/v1/file/del/1")).statusCode).toBe(401);
  });

  it("lets operators list the shared files but not change them", async () => {
    await admin("POST", "/file/upload", { name: "给运营的素材", fileUrl: "https://cdn.example.com/a/1/3=-=m.mp4" });
    const list = await operator("GET", "/api/v1/file/list?page=1&pageSize=5");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ code: 0, data: { total: expect.any(Number) } });
    expect(list.json().data.list.map((file: { name: string }) => file.name)).toContain("给运营的素材");
    expect(list.json().data.list.length).toBeLessThanOrEqual(5);

    expect((await operator("POST", "/api/v1/file/upload", { name: "x", fileUrl: "y" })).statusCode).toBe(404);
    expect((await operator("DELETE", "/api/v1/file/del/1")).statusCode).toBe(404);
    expect((await runtime.app.inject({ method: "GET", url: "/api/v1/file/list" })).statusCode).toBe(401);
  });
});
