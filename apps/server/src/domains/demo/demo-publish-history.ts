import type { DemoClient } from "./demo-client.ts";

/** How long the robot waits for the engine to finish the demo's posts (the sandbox takes seconds); the engine finishes them anyway. */
const SETTLE_MS = 90_000;

/**
 * A small MP4 the storage accepts (an `ftyp` box, then a `moov` whose `mvhd` says 15 seconds),
 * different for each seed so every post has its own bytes.
 */
export function demoVideo(seed: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2", 16, "latin1");
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write("mvhd", 4, "latin1");
  mvhd.writeUInt32BE(1000, 20);
  mvhd.writeUInt32BE(15_000, 24);
  const moovHeader = Buffer.alloc(8);
  moovHeader.writeUInt32BE(8 + mvhd.length, 0);
  moovHeader.write("moov", 4, "latin1");
  const payload = Buffer.alloc(64 * 1024, seed);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payload.length, 0);
  mdatHeader.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, moovHeader, mvhd, mdatHeader, payload]);
}

/** Uploads a file as the CRM does (a signed form post to the storage host) and returns its media id. */
async function uploadVideo(client: DemoClient, name: string, bytes: Buffer): Promise<number> {
  const signature = await client.json(await client.call("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(client.origin)}`));
  const form = new FormData();
  form.set("OSSAccessKeyId", String(signature.accessid));
  form.set("policy", String(signature.policy));
  form.set("signature", String(signature.signature));
  form.set("key", `${String(signature.dir)}${Date.now()}=-=${name}`);
  form.set("success_action_status", "200");
  form.set("file", new Blob([bytes], { type: "video/mp4" }), name);
  const stored = await client.call("POST", "/storage/upload", form);
  if (stored.status !== 200) throw new Error(`the demo upload of ${name} answered ${stored.status}`);
  const media = await client.json(await client.call("GET", "/api/v1/media/list?page=1&pageSize=100"));
  const found = (media.list as { id: number; fileName: string }[]).find((row) => row.fileName === name);
  if (!found) throw new Error(`the demo upload of ${name} is not listed`);
  return found.id;
}

async function publish(client: DemoClient, request: object): Promise<number[]> {
  const created = await client.json(await client.call("POST", "/api/v1/publish/tasks/video", request));
  const tasks = created.tasks as { id: number }[] | undefined;
  if (!tasks?.length) throw new Error("the demo publish task was refused");
  return tasks.map((task) => task.id);
}

/**
 * The demo's publish history, made the way an operator makes it: videos uploaded and published
 * through the real routes and engine to the sandbox. The main group's TikTok and YouTube accounts
 * get a post each (successes with real video ids); the second YouTube channel gets a title with
 * "<" and ">", which YouTube refuses: a failure with its reason, as newcomers meet it.
 */
export async function seedDemoPublishHistory(client: DemoClient, input: { mainGroupId: number; youtubeAccountId: number }): Promise<void> {
  const videos = [await uploadVideo(client, "demo-unboxing-1.mp4", demoVideo(1)), await uploadVideo(client, "demo-unboxing-2.mp4", demoVideo(2))];
  const lookbook = await uploadVideo(client, "demo-lookbook.mp4", demoVideo(3));
  const tasks = [
    ...(await publish(client, { sendType: "group", groupId: input.mainGroupId, mediaIds: videos, title: "新品开箱 New arrivals", description: "#demo", options: { privacy: "public", allowComment: true } })),
    ...(await publish(client, { sendType: "accounts", accountIds: [input.youtubeAccountId], mediaIds: [lookbook], title: "<限时> 秋季上新", options: { privacy: "public" } })),
  ];
  const deadline = Date.now() + SETTLE_MS;
  for (const taskId of tasks) {
    while (Date.now() < deadline) {
      const task = await client.json(await client.call("GET", `/api/v1/publish/tasks/${taskId}`));
      if (task.status !== 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
