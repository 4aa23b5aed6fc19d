import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishItems } from "../../src/db/schema/index.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const PAIRS = 16;
const publicVideo = { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false };

/**
 * An operator deletes a file in the library while, in another tab, a task that uses it is being
 * created. Whatever order the two land in, either the task is stored and the file stays (the delete
 * is refused), or the file goes and the task is refused; never a waiting target whose file is gone.
 */
describe.each(testDrivers)("deleting a file while a task that uses it is created (%s)", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let account: number;

  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    operator = await newOperator(world.runtime, "media-race");
    account = await link(world.runtime, operator, "tiktok", nextCreator());
  });
  afterAll(() => world?.dispose());

  it(`keeps the file of every stored task, over ${PAIRS} races`, async () => {
    const startAt = `${new Date(world.clock.now().getTime() + 3_600_000).toISOString().slice(0, 19)}+00:00`;
    const videos: number[] = [];
    for (let index = 0; index < PAIRS; index += 1) videos.push(await upload(world.runtime, operator, `race-${index}.mp4`, videoBytes(20_000, index + 1)));

    const outcomes = await Promise.all(
      videos.map(async (video, index) => {
        const create = operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: `竞争 ${index}`, startAt, options: publicVideo });
        // Half the deletes leave a turn of the event loop after the create: both orders are raced.
        const remove = (index % 2 === 0 ? Promise.resolve() : new Promise((resolve) => setImmediate(resolve))).then(() => operator.delete(`/api/v1/media/${video}`));
        const [created, removed] = await Promise.all([create, remove]);
        return { video, created: { status: created.statusCode, ...created.json() }, removed: { status: removed.statusCode, ...removed.json() } };
      }),
    );

    for (const { video, created, removed } of outcomes) {
      if (created.status === 200) {
        expect(removed, `file ${video}`).toMatchObject({ status: 409, msg: "该素材正被 1 个等待或分发中的发布使用，无法删除" });
      } else {
        expect(created, `file ${video}`).toMatchObject({ status: 400, msg: "所选文件不存在或不是可发布的文件" });
        expect(removed, `file ${video}`).toMatchObject({ status: 200, code: 0 });
      }
    }
    const kept = new Set(((await operator.get("/api/v1/media/list?page=1&pageSize=100")).json().data.list as { id: number }[]).map((row) => row.id));
    const waiting = await world.runtime.database.db.select({ mediaIds: publishItems.mediaIds }).from(publishItems).where(inArray(publishItems.accountId, [account]));
    expect(waiting.flatMap((item) => item.mediaIds).filter((id) => !kept.has(id))).toEqual([]);
    expect(waiting.length).toBe(outcomes.filter((outcome) => outcome.created.status === 200).length);
  });

  it("refuses to resend a failed target whose file was deleted since, in both languages, and races a resend against a delete", async () => {
    const startAt = `${new Date(world.clock.now().getTime() + 7_200_000).toISOString().slice(0, 19)}+00:00`;
    /** A task of one target, cancelled (so failed and resendable): its file may be deleted. */
    const failedTask = async (name: string) => {
      const video = await upload(world.runtime, operator, name, videoBytes(20_000, name.length));
      const task = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: name, startAt, options: publicVideo })).json().data.tasks[0];
      expect((await operator.post(`/api/v1/publish/tasks/${task.id}/cancel`)).json()).toMatchObject({ code: 0 });
      return { video, taskId: task.id as number };
    };
    const itemStatus = async (taskId: number) => (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data.items[0].status;

    const gone = await failedTask("gone.mp4");
    expect((await operator.delete(`/api/v1/media/${gone.video}`)).json()).toMatchObject({ code: 0 });
    const refused = await operator.post(`/api/v1/publish/tasks/${gone.taskId}/resend`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe("1 个要重发的记录所用的文件已从素材库删除，无法重发；请用新文件新建发布");
    expect((await operator.in("en").post(`/api/v1/publish/tasks/${gone.taskId}/resend`, {})).json().msg).toBe(
      "The file of 1 target(s) to resend was deleted from the media library, so they cannot be resent; create a new post with a new file",
    );
    expect(await itemStatus(gone.taskId)).toBe(2);

    // Created and cancelled all at once: on PostgreSQL the task counters' rows deadlock some of them, and the victim runs again.
    const failed = await Promise.all(Array.from({ length: PAIRS / 2 }, (_, index) => failedTask(`resend-race-${index}.mp4`)));
    const raced = await Promise.all(
      failed.map(async ({ video, taskId }, index) => {
        const [resent, removed] = await Promise.all([
          operator.post(`/api/v1/publish/tasks/${taskId}/resend`, {}),
          (index % 2 === 0 ? Promise.resolve() : new Promise((resolve) => setImmediate(resolve))).then(() => operator.delete(`/api/v1/media/${video}`)),
        ]);
        return { taskId, resent: resent.statusCode, removed: removed.statusCode, status: await itemStatus(taskId) };
      }),
    );
    for (const outcome of raced) {
      // Resent and waiting with its file kept, or the file deleted and the target still failed.
      expect([outcome.resent, outcome.removed, outcome.status], `task ${outcome.taskId}`).toEqual(outcome.resent === 200 ? [200, 409, 0] : [400, 200, 2]);
    }
  });
});
