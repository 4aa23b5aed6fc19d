import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob, registerJob } from "./job-definition.ts";
import { assertEveryJobHasHandler } from "./job-queue.ts";

describe("job registry", () => {
  const publish = defineJob({ name: "publish-item", payload: z.object({ itemId: z.string() }) });
  const refresh = defineJob({ name: "refresh-token", payload: z.object({ accountId: z.string() }) });

  it("refuses to start when a job has no handler", () => {
    const handlers = [registerJob(publish, async () => undefined)];
    expect(() => assertEveryJobHasHandler([publish, refresh] as never, handlers)).toThrow(/refresh-token/);
  });

  it("starts when every job has a handler", () => {
    const handlers = [registerJob(publish, async () => undefined), registerJob(refresh, async () => undefined)];
    expect(() => assertEveryJobHasHandler([publish, refresh] as never, handlers)).not.toThrow();
  });
});
