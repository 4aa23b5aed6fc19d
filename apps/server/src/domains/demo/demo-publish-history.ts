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

/** A demo video could not be stored (the storage refused it or cannot be reached from this server). */
export class DemoMediaError extends Error {
  override readonly name = "DemoMediaError";
}

/**
 * Uploads a file as the CRM does, whatever the storage driver: a signature for its name, the signed
 * form posted to the signature's host (this server's upload host, or the bucket), then
 * `/media/complete`, which records it. Returns its media id.
 */
async function uploadVideo(client: DemoClient, name: string, bytes: Buffer): Promise<number> {
  const query = new URLSearchParams({ url: client.origin, fileName: name });
  const signature = await client.request("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?${query}`);
  const host = String(signature.host);
  const key = `${String(signature.dir)}${Date.now()}=-=${name}`;
  const fields: Record<string, string> = {
    OSSAccessKeyId: String(signature.accessid),
    policy: String(signature.policy),
    signature: String(signature.signature),
    key,
    success_action_status: "200",
    ...(signature.fields as Record<string, string> | undefined),
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: fields["Content-Type"] ?? "video/mp4" }), name);
  const stored = await fetch(host, { method: "POST", body: form }).catch((error: unknown) => {
    throw new DemoMediaError(`${host} cannot be reached from this server (${error instanceof Error ? error.message : String(error)})`);
  });
  if (!stored.ok) {
    const code = /<Code>([^<]*)<\/Code>/.exec(await stored.text())?.[1];
    throw new DemoMediaError(`${host} refused the demo video ${name} (${stored.status}${code ? ` ${code}` : ""})`);
  }
  const recorded = await client.request("POST", "/api/v1/media/complete", { key }).catch((error: unknown) => {
    throw new DemoMediaError(error instanceof Error ? error.message : String(error));
  });
  return Number(recorded.id);
}

async function publish(client: DemoClient, request: object): Promise<number[]> {
  const created = await client.request("POST", "/api/v1/publish/tasks/video", request);
  const tasks = created.tasks as { id: number }[] | undefined;
  if (!tasks?.length) throw new Error("the demo publish task was refused");
  return tasks.map((task) => task.id);
}

/**
 * The demo's publish history, made the way an operator makes it: videos uploaded and published
 * through the real routes and engine to the sandbox, one request per step. The main group's TikTok
 * and YouTube accounts get a post each (successes with real video ids). The second YouTube channel's
 * upload is refused by the platform, so newcomers also meet a failure with its reason: the server's
 * checks would stop a bad title before sending, so the built-in sandbox is told (through its
 * loopback-only test hook) to refuse that channel's next upload as YouTube does for a visibility it
 * does not allow. `done` steps are skipped; `onPosted` is told of each step's tasks as it is created.
 */
export async function publishDemoHistory(
  client: DemoClient,
  input: { mainGroupId: number; youtubeAccountId: number; done: number },
  onPosted: (taskIds: number[]) => Promise<void>,
): Promise<void> {
  const steps = [
    async () => {
      const videos = [await uploadVideo(client, "demo-unboxing-1.mp4", demoVideo(1)), await uploadVideo(client, "demo-unboxing-2.mp4", demoVideo(2))];
      return publish(client, { sendType: "group", groupId: input.mainGroupId, mediaIds: videos, title: "新品开箱 New arrivals", description: "#demo", options: { privacy: "public", allowComment: true } });
    },
    async () => {
      const lookbook = await uploadVideo(client, "demo-lookbook.mp4", demoVideo(3));
      await planSandboxRefusal(client, { endpoint: "youtube_session", creator: "google-demo-2", count: 1, error: "forbiddenPrivacySetting", status: 403 });
      return publish(client, { sendType: "accounts", accountIds: [input.youtubeAccountId], mediaIds: [lookbook], title: "秋季上新 Lookbook", options: { privacy: "public" } });
    },
  ];
  for (const step of steps.slice(input.done)) await onPosted(await step());
}

async function planSandboxRefusal(client: DemoClient, fault: object): Promise<void> {
  const answer = await fetch(`${client.origin}/sandbox/_control/faults/planned`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault) });
  if (!answer.ok) throw new Error(`the sandbox did not take the demo's planned refusal (${answer.status})`);
}

/** Waits (a bounded time) for the engine to finish the demo's tasks, so their first figures can be read. */
export async function settleDemoTasks(client: DemoClient, taskIds: number[]): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (const taskId of taskIds) {
    while (Date.now() < deadline) {
      const task = await client.request("GET", `/api/v1/publish/tasks/${taskId}`);
      if (task.status !== 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
