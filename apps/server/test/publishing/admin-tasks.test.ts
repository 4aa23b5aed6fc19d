import * as XLSX from "@e965/xlsx";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishTasks } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { adminCaller, latestAuditRows } from "../back-office/helpers.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const publicVideo = { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false };

type Fixture = { owner: Operator; other: Operator; videoTask: number; photoTask: number; otherTask: number };

/** Tasks that wait a day (their items stay distributing): the back-office reads them as they are. */
async function createFixture(world: PublishingWorld): Promise<Fixture> {
  const later = `${new Date(world.clock.now().getTime() + 86_400_000).toISOString().slice(0, 19)}Z`;
  const owner = await newOperator(world.runtime, "adm-task-owner");
  const other = await newOperator(world.runtime, "adm-task-other");
  const ownerAccount = await link(world.runtime, owner, "tiktok", nextCreator());
  const otherAccount = await link(world.runtime, other, "tiktok", nextCreator());
  const ownerVideo = await upload(world.runtime, owner, "owner.mp4", videoBytes(20_000, 21));
  const otherVideo = await upload(world.runtime, other, "other.mp4", videoBytes(20_000, 22));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc3366" } }).png().toBuffer();
  const image = await upload(world.runtime, owner, "cover.png", png);
  const created = async (operator: Operator, path: string, body: object) => {
    const response = await operator.post(`/api/v1/publish/tasks/${path}`, { sendType: "accounts", startAt: later, ...body });
    if (response.json().code !== 0) throw new Error(`task not created: ${response.body}`);
    return response.json().data.tasks[0].id as number;
  };
  return {
    owner,
    other,
    videoTask: await created(owner, "video", { accountIds: [ownerAccount], mediaIds: [ownerVideo], title: "后台视频", options: publicVideo }),
    photoTask: await created(owner, "photo", { accountIds: [ownerAccount], imageMediaIds: [image], title: "后台图集", options: { privacy: "public" } }),
    otherTask: await created(other, "video", { accountIds: [otherAccount], mediaIds: [otherVideo], title: "别人的视频", options: publicVideo }),
  };
}

describe.each(testDrivers)("admin tasks on %s", (driver) => {
  let world: PublishingWorld;
  let fixture: Fixture;
  let admin: ReturnType<typeof adminCaller>;
  let adminInEnglish: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    fixture = await createFixture(world);
    const token = await loginAdmin(world.runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    admin = adminCaller(world.runtime, token);
    adminInEnglish = adminCaller(world.runtime, token, "en");
  }, 60_000);
  afterAll(async () => world?.dispose());

  const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((task) => task.id).sort((a, b) => a - b);

  it("filters every operator's tasks by owner, platform, type, status and dates, with the owner and the cover", async () => {
    const { videoTask, photoTask, otherTask } = fixture;
    const all = (await admin("POST", "/task/page?page=1&pageSize=50")).json();
    expect(all.code).toBe(1);
    expect(ids(all)).toEqual(expect.arrayContaining([videoTask, photoTask, otherTask]));

    const mine = (await admin("POST", "/task/page?page=1&pageSize=50&owner=adm-task-owner")).json();
    expect(ids(mine)).toEqual([videoTask, photoTask]);
    const photo = mine.data.list.find((task: { id: number }) => task.id === photoTask);
    expect(photo).toMatchObject({ type: "SEND_CONTENT", owner: { email: expect.stringContaining("adm-task-owner") }, status: 0, counts: { distributing: 1 } });
    expect(photo.coverUrl).toEqual(expect.any(String));
    expect(mine.data.list.find((task: { id: number }) => task.id === videoTask).coverUrl).toBeNull();
    expect((await world.runtime.app.inject({ method: "GET", url: photo.coverUrl })).statusCode).toBe(200);

    expect(ids((await admin("POST", "/task/page?page=1&pageSize=50&owner=adm-task&type=SEND_CONTENT")).json())).toEqual([photoTask]);
    expect((await admin("POST", "/task/page?page=1&pageSize=50&owner=adm-task&platform=youtube")).json().data.total).toBe(0);
    expect((await admin("POST", "/task/page?page=1&pageSize=50&owner=adm-task&status=2")).json().data.total).toBe(0);
    expect(ids((await admin("POST", "/task/page?page=1&pageSize=50&owner=adm-task&status=0")).json())).toEqual([videoTask, photoTask, otherTask]);
    const tomorrow = new Date(world.clock.now().getTime() + 86_400_000).toISOString();
    expect((await admin("POST", `/task/page?page=1&pageSize=50&owner=adm-task&from=${encodeURIComponent(tomorrow)}`)).json().data.total).toBe(0);
    expect((await admin("POST", "/task/page?page=1&pageSize=50&owner=nobody-has-this")).json()).toMatchObject({ code: 1, data: { total: 0, list: [] } });
    expect((await admin("POST", "/task/page?page=1&pageSize=1&owner=adm-task-owner")).json().data).toMatchObject({ total: 2, list: [{ id: photoTask }] });
  });

  it("shows a task's owner and items with their attempts, and answers 404 for a missing task", async () => {
    const detail = (await admin("GET", `/task/detail?id=${fixture.videoTask}`)).json();
    expect(detail).toMatchObject({
      code: 1,
      data: { id: fixture.videoTask, title: "后台视频", owner: { email: expect.stringContaining("adm-task-owner") }, items: [{ platform: "tiktok", status: 0, attempt: 1, attempts: [{ attempt: 1 }], mediaNames: ["owner.mp4"] }] },
    });
    const missing = await admin("GET", "/task/detail?id=999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).not.toBe(1);
    expect((await admin("GET", "/task/detail?id=abc")).statusCode).toBe(400);
  });

  it("exports the filtered tasks as .xlsx with the owner first, in the request's language; reads write no audit row", async () => {
    const before = (await latestAuditRows(world.runtime, 1))[0]?.id ?? 0;
    const exported = await admin("GET", "/task/export?owner=adm-task-owner");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const sheet = XLSX.read(exported.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]?.slice(0, 3)).toEqual(["所属用户", "任务名称", "任务类型"]);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row[0])).toEqual([expect.stringContaining("adm-task-owner"), expect.stringContaining("adm-task-owner")]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(["图文发布", "发布到 TikTok"]);

    const english = await adminInEnglish("GET", "/task/export?type=SEND_CONTENT&owner=adm-task");
    const englishBook = XLSX.read(english.rawPayload, { type: "buffer" });
    const englishRows = XLSX.utils.sheet_to_json<string[]>(englishBook.Sheets[englishBook.SheetNames[0]!]!, { header: 1 });
    expect(englishRows[0]?.[0]).toBe("Owner");
    expect(englishRows).toHaveLength(2);

    await admin("POST", "/task/page?page=1&pageSize=10");
    await admin("GET", `/task/detail?id=${fixture.videoTask}`);
    expect((await latestAuditRows(world.runtime, 10)).filter((row) => row.id > before)).toEqual([]);
    expect((await admin("GET", "/task/export?status=7")).statusCode).toBe(400);
    expect((await admin("GET", "/task/export?from=yesterday")).statusCode).toBe(400);
  });

  // It rewrites the fixture tasks' times, names and failed counts, so it comes after the tests that read them.
  it("sorts by creation, operation, name, failed targets and owner both ways (ties newest id first), and the export follows", async () => {
    const { videoTask, photoTask, otherTask } = fixture;
    const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 9 + hours));
    const set = (id: number, values: Partial<typeof publishTasks.$inferInsert>) => world.runtime.database.db.update(publishTasks).set(values).where(eq(publishTasks.id, id));
    await set(videoTask, { createdAt: at(0), operatedAt: at(3), name: "bravo", itemsFailed: 2 });
    await set(photoTask, { createdAt: at(0), operatedAt: at(1), name: "alpha", itemsFailed: 0 });
    await set(otherTask, { createdAt: at(-1), operatedAt: at(2), name: "charlie", itemsFailed: 2 });
    const order = async (sort: string) => (await admin("POST", `/task/page?page=1&pageSize=50&owner=adm-task&${sort}`)).json().data.list.map((task: { id: number }) => task.id);

    expect(await order("")).toEqual([photoTask, videoTask, otherTask]);
    expect(await order("sortBy=createdAt&sortOrder=desc")).toEqual([photoTask, videoTask, otherTask]);
    expect(await order("sortBy=createdAt&sortOrder=asc")).toEqual([otherTask, photoTask, videoTask]);
    expect(await order("sortBy=operatedAt")).toEqual([videoTask, otherTask, photoTask]);
    expect(await order("sortBy=operatedAt&sortOrder=asc")).toEqual([photoTask, otherTask, videoTask]);
    expect(await order("sortBy=name&sortOrder=asc")).toEqual([photoTask, videoTask, otherTask]);
    expect(await order("sortBy=name&sortOrder=desc")).toEqual([otherTask, videoTask, photoTask]);
    expect(await order("sortBy=itemsFailed&sortOrder=desc")).toEqual([otherTask, videoTask, photoTask]);
    expect(await order("sortBy=itemsFailed&sortOrder=asc")).toEqual([photoTask, otherTask, videoTask]);
    expect(await order("sortBy=owner&sortOrder=asc")).toEqual([otherTask, photoTask, videoTask]);
    expect(await order("sortBy=owner&sortOrder=desc")).toEqual([photoTask, videoTask, otherTask]);
    const secondPage = (await admin("POST", "/task/page?page=2&pageSize=1&owner=adm-task&sortBy=name&sortOrder=asc")).json().data;
    expect(secondPage).toMatchObject({ total: 3, list: [{ id: videoTask }] });

    const exported = await admin("GET", "/task/export?owner=adm-task&sortBy=name&sortOrder=desc");
    const sheet = XLSX.read(exported.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    expect(rows.slice(1).map((row) => row[1])).toEqual(["charlie", "bravo", "alpha"]);

    for (const url of ["/task/page?sortBy=password", "/task/page?sortBy=name&sortOrder=sideways", "/task/export?sortBy=password"]) {
      const refused = await admin(url.startsWith("/task/page") ? "POST" : "GET", url);
      expect([refused.statusCode, refused.json().msg], url).toEqual([400, expect.stringContaining("排序字段无效")]);
    }
    expect((await adminInEnglish("POST", "/task/page?sortBy=password")).json().msg).toContain("The sort field is not valid");
  });

  it("answers no one but an administrator, and audits the retry", async () => {
    const anonymous = (method: "GET" | "POST", url: string) => world.runtime.app.inject({ method, url: `/admin/api/v1${url}` });
    const operator = (method: "GET" | "POST", url: string) =>
      world.runtime.app.inject({ method, url: `/admin/api/v1${url}`, headers: { authorization: fixture.owner.token, alltoken: fixture.owner.token } });
    for (const call of [anonymous, operator]) {
      expect((await call("POST", "/task/page?page=1&pageSize=10")).statusCode).toBe(401);
      expect((await call("GET", `/task/detail?id=${fixture.videoTask}`)).statusCode).toBe(401);
      expect((await call("GET", "/task/export")).statusCode).toBe(401);
      expect((await call("GET", `/task/retry?id=${fixture.videoTask}`)).statusCode).toBe(401);
    }

    const nothing = await admin("GET", `/task/retry?id=${fixture.otherTask}`);
    expect(nothing.statusCode).toBe(400);
    // The audit row gets its status once the answer has gone (the refused calls' rows may land after it).
    const retryRow = async () => (await latestAuditRows(world.runtime, 20)).find((row) => row.adminId !== null && row.path === "/admin/api/v1/task/retry");
    await expect.poll(retryRow).toMatchObject({ method: "GET", statusCode: 400 });
  });
});
