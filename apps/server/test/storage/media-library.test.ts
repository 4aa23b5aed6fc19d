import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { translate } from "@cdp/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformAccounts, publishItems, publishTasks } from "../../src/db/schema/index.ts";
import { callerOf, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { expectOrders } from "../list-order.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { getSignature, postForm, storedFiles, uploadFields } from "./helpers.ts";
import { mp4, mp4OfDuration, sample } from "./samples.ts";

type LibraryItem = { id: number; fileName: string; key: string; type: string; fileSize: number; durationSeconds: number | null; usedBy: number; activeUses: number };

describe.each(testDrivers)("the media library (素材库) on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let storageRoot: string;
  const clock = createTestClock();
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-media-library-"));
    storageRoot = path.join(dataDir, "storage");
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir }, undefined, { clock: clock.now });
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newOperator() {
    const email = uniqueEmail("library");
    await registerOperator(runtime, email);
    const token = await loginOperator(runtime, email, "Passw0rd");
    const api = callerOf(runtime, { token });
    const id = Number((await api.get("/api/v1/user/getUserInfo")).json().data.id);
    const signature = await getSignature(runtime, token);
    const upload = async (name: string, content: Buffer): Promise<{ id: number; key: string }> => {
      const fields = uploadFields(signature, name);
      const stored = await postForm(runtime, fields, { name, content });
      if (stored.statusCode !== 200) throw new Error(`upload failed: ${stored.body}`);
      const listed = (await api.get(`/api/v1/media/list?pageSize=100&keyword=${encodeURIComponent(name)}`)).json().data.list as LibraryItem[];
      const found = listed.find((item) => item.key === fields.key);
      if (!found) throw new Error(`${name} not listed`);
      return { id: found.id, key: fields.key };
    };
    const list = async (query = ""): Promise<{ list: LibraryItem[]; total: number }> => {
      const response = await api.get(`/api/v1/media/list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const remove = (mediaId: number, language: "zh-CN" | "en" = "zh-CN") =>
      runtime.app.inject({ method: "DELETE", url: `/api/v1/media/${mediaId}`, headers: { authorization: `Bearer ${token}`, language_type: language } });
    return { id, token, api, upload, list, remove };
  }

  /** A task of the operator with one target per status, each using `mediaIds` (and the task's cover). */
  async function publishUsing(userId: number, mediaIds: number[], statuses: number[], cover?: number) {
    const { db } = runtime.database;
    const at = clock.now();
    const [account] = await db
      .insert(platformAccounts)
      .values({ userId, platform: "tiktok", externalId: `library-${userId}-${Math.random()}`, name: "频道", linkedAt: at })
      .returning({ id: platformAccounts.id });
    const [task] = await db
      .insert(publishTasks)
      .values({ userId, type: "PUBLISH_TIKTOK", platform: "tiktok", name: "任务", title: "标题", options: {}, sendType: "accounts", startAt: at, createdAt: at, operatedAt: at, coverMediaId: cover ?? null })
      .returning({ id: publishTasks.id });
    const ids: number[] = [];
    for (const status of statuses) {
      const [item] = await db
        .insert(publishItems)
        .values({ taskId: task!.id, userId, accountId: account!.id, platform: "tiktok", kind: "video", mediaIds, title: "标题", status, scheduledAt: at, updatedAt: at })
        .returning({ id: publishItems.id });
      ids.push(item!.id);
    }
    return ids;
  }

  it("lists the operator's files newest first with name, type, size, duration and uploaded time, paged on the server", async () => {
    const operator = await newOperator();
    const names = ["a.png", "b.mp4", "c.gif", "d.jpeg", "e.mp4", "f.png", "g.png"];
    for (const name of names) {
      await operator.upload(name, name === "b.mp4" ? mp4OfDuration(12.5) : name.endsWith(".mp4") ? mp4() : name.endsWith(".gif") ? sample.gif : name.endsWith(".jpeg") ? sample.jpeg : sample.png);
      clock.advance(1000);
    }
    const first = await operator.list("page=1&pageSize=5");
    expect(first.total).toBe(7);
    expect(first.list.map((item) => item.fileName)).toEqual(["g.png", "f.png", "e.mp4", "d.jpeg", "c.gif"]);
    const second = await operator.list("page=2&pageSize=5");
    expect(second.list.map((item) => item.fileName)).toEqual(["b.mp4", "a.png"]);
    expect(second.list[0]).toMatchObject({ type: "video", durationSeconds: 12.5, usedBy: 0, activeUses: 0, mime: "video/mp4" });
    expect((await operator.list("page=3&pageSize=5")).list).toEqual([]);

    const videos = await operator.list("type=video");
    expect(videos.total).toBe(2);
    expect(videos.list.map((item) => item.fileName)).toEqual(["e.mp4", "b.mp4"]);
    expect((await operator.list("type=image&pageSize=100")).list.every((item) => item.type === "image")).toBe(true);

    const all = (await operator.list("pageSize=100")).list;
    const idOf = (name: string) => all.find((item) => item.fileName === name)!.id;
    await expectOrders(
      async (sortBy, sortOrder) => (await operator.list(`pageSize=100&sortBy=${sortBy}&sortOrder=${sortOrder}`)).list,
      {
        createdAt: { asc: [idOf("a.png"), idOf("g.png")], desc: [idOf("g.png"), idOf("a.png")] },
        fileName: { asc: [idOf("a.png"), idOf("b.mp4"), idOf("g.png")], desc: [idOf("g.png"), idOf("b.mp4"), idOf("a.png")] },
        fileSize: { asc: [idOf("c.gif"), idOf("b.mp4")], desc: [idOf("b.mp4"), idOf("c.gif")] },
      },
    );
  });

  it("searches by name on the server, taking %, _ and \\ literally, and refuses bad filters without a 5xx", async () => {
    const operator = await newOperator();
    // Stored keys take no backslash, so "\\" must match nothing (a bare LIKE escape would match everything).
    for (const name of ["100%_real.png", "100xxreal.png", "旅行 vlog.mp4", "Plain.PNG"]) {
      await operator.upload(name, name.endsWith(".mp4") ? mp4() : sample.png);
    }
    const search = async (keyword: string) =>
      (await operator.list(`pageSize=100&keyword=${encodeURIComponent(keyword)}`)).list.map((item) => item.fileName).sort();
    expect(await search("%")).toEqual(["100%_real.png"]);
    expect(await search("%_")).toEqual(["100%_real.png"]);
    expect(await search("_")).toEqual(["100%_real.png"]);
    expect(await search("\\")).toEqual([]);
    expect(await search("100__real")).toEqual([]);
    expect(await search("%_\\")).toEqual([]);
    expect(await search("vlog")).toEqual(["旅行 vlog.mp4"]);
    expect(await search("plain")).toEqual(["Plain.PNG"]);
    expect(await search("  旅行 ")).toEqual(["旅行 vlog.mp4"]);
    expect((await operator.list(`keyword=${encodeURIComponent("vlog")}&type=image`)).total).toBe(0);

    for (const query of ["type=audio", "page=0", "pageSize=101", "sortBy=usedBy", `keyword=${"x".repeat(101)}`, "keyword=%00"]) {
      const response = await operator.api.get(`/api/v1/media/list?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("counts the operator's targets using each file (media or task cover), apart from those still waiting", async () => {
    const operator = await newOperator();
    const video = await operator.upload("clip.mp4", mp4());
    const image = await operator.upload("photo.png", sample.png);
    const unused = await operator.upload("unused.png", sample.png);
    await publishUsing(operator.id, [video.id], [0, 1, 2]);
    await publishUsing(operator.id, [image.id, unused.id + 1000], [1], video.id);
    const list = (await operator.list("pageSize=100")).list;
    const byName = Object.fromEntries(list.map((item) => [item.fileName, item]));
    expect(byName["clip.mp4"]).toMatchObject({ usedBy: 4, activeUses: 1 });
    expect(byName["photo.png"]).toMatchObject({ usedBy: 1, activeUses: 0 });
    expect(byName["unused.png"]).toMatchObject({ usedBy: 0, activeUses: 0 });
  });

  it("refuses to delete a file a waiting target needs, with the reason in both languages, and deletes it (object and row) once it finished", async () => {
    const operator = await newOperator();
    const video = await operator.upload("needed.mp4", mp4());
    const [waiting, running] = await publishUsing(operator.id, [video.id], [0, 0]);
    await publishUsing(operator.id, [video.id], [1]);

    const refused = await operator.remove(video.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("该素材正被 2 个等待或分发中的发布使用，无法删除");
    const refusedEn = await operator.remove(video.id, "en");
    expect(refusedEn.json().msg).toBe(translate("en", "media.delete.inUse", { count: 2 }));
    expect(refusedEn.json().msg).toContain("2");
    expect(storedFiles(storageRoot)).toContain(video.key);

    const { db } = runtime.database;
    await db.update(publishItems).set({ status: 1, phase: "published" }).where(eq(publishItems.id, waiting!));
    expect((await operator.remove(video.id)).json().msg).toBe("该素材正被 1 个等待或分发中的发布使用，无法删除");
    await db.update(publishItems).set({ status: 2, phase: "failed" }).where(eq(publishItems.id, running!));
    expect((await operator.list("pageSize=100")).list.find((item) => item.id === video.id)).toMatchObject({ usedBy: 3, activeUses: 0 });

    const deleted = await operator.remove(video.id);
    expect(deleted.json()).toMatchObject({ code: 0, data: null });
    expect(storedFiles(storageRoot)).not.toContain(video.key);
    expect((await operator.list("pageSize=100")).total).toBe(0);
    expect((await operator.remove(video.id)).statusCode).toBe(404);
  });

  it("keeps operators apart: another operator's file is never listed, counted or deleted (404)", async () => {
    const alice = await newOperator();
    const bob = await newOperator();
    const alicesFile = await alice.upload("secret.png", sample.png);
    await bob.upload("mine.png", sample.png);
    // Bob's targets that name Alice's id (not possible through the API) count for nobody's library.
    await publishUsing(bob.id, [alicesFile.id], [0]);

    expect((await bob.list("pageSize=100&keyword=secret")).total).toBe(0);
    expect((await bob.list("pageSize=100")).list.map((item) => item.fileName)).toEqual(["mine.png"]);
    expect((await alice.list("pageSize=100")).list).toEqual([expect.objectContaining({ fileName: "secret.png", usedBy: 0, activeUses: 0 })]);

    const stolen = await bob.remove(alicesFile.id);
    expect(stolen.statusCode).toBe(404);
    expect(storedFiles(storageRoot)).toContain(alicesFile.key);
    expect((await callerOf(runtime).get("/api/v1/media/list")).statusCode).toBe(401);
  });
});
