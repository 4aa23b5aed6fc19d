import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRoot } from "../../src/paths.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { makeKey } from "./helpers.ts";

const run = promisify(execFile);

/** The code blocks of the README's "Publish from a script" section, in order, as written. */
function readmeBlocks(): { bash: string; js: string } {
  const readme = readFileSync(path.join(serverRoot, "..", "..", "README.md"), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Publish from a script"));
  if (!section) throw new Error("README.md has no 'Publish from a script' section");
  const block = (language: string) => {
    const found = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(section)?.[1];
    if (!found) throw new Error(`the section has no ${language} block`);
    return found;
  };
  return { bash: block("bash"), js: block("js") };
}

/** The README's curl and Node examples, run verbatim against a listening server with a real API key. */
describe("README: publish from a script", () => {
  let world: PublishingWorld;
  let operator: Operator;
  let env: Record<string, string>;
  beforeAll(async () => {
    world = await startPublishingWorld("pglite");
    const url = await world.runtime.app.listen({ port: 0, host: "127.0.0.1" });
    operator = await newOperator(world.runtime, "readme");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "readme.mp4", videoBytes(20_000, 81));
    env = { PATH: process.env.PATH ?? "", CDP_URL: url, CDP_API_KEY: await makeKey(operator, "publish"), ACCOUNT_ID: String(account), MEDIA_ID: String(video) };
  });
  afterAll(async () => world?.dispose());

  const taskIds = async () => ((await operator.get("/api/v1/publish/tasks?pageSize=100")).json().data.list as { id: number }[]).map((task) => task.id).sort();

  it("the curl block makes one task, and run again (same Idempotency-Key) makes nothing more", async () => {
    const { bash } = readmeBlocks();
    const first = JSON.parse((await run("bash", ["-c", bash], { env })).stdout);
    expect(first).toMatchObject({ code: 0, data: { tasks: [{ type: "PUBLISH_TIKTOK", title: "New release" }] } });
    const again = JSON.parse((await run("bash", ["-c", bash], { env })).stdout);
    expect(again).toEqual(first);
    expect(await taskIds()).toEqual([first.data.tasks[0].id]);
  });

  it("the Node block makes its task and prints its id; run again, it prints the same id", async () => {
    const { js } = readmeBlocks();
    const before = await taskIds();
    const node = () => run(process.execPath, ["--input-type=module", "-e", js], { env });
    const printed = (await node()).stdout.trim();
    expect(printed).toMatch(/^tasks \[ \d+ \]$/);
    const after = await taskIds();
    expect(after).toHaveLength(before.length + 1);
    expect((await node()).stdout.trim()).toBe(printed);
    expect(await taskIds()).toEqual(after);
  });
});
