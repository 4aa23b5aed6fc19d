import { publishOptionsSchema, type PublishOptions } from "@cdp/contracts";
import type { TaskRow } from "./publishing.data.ts";

export type StoredTaskOptions = PublishOptions & { coverIndex: number };

/** The options stored on a task, read back with the contract's defaults. */
export function taskOptionsOf(task: Pick<TaskRow, "options">): StoredTaskOptions {
  const options = publishOptionsSchema.parse(task.options);
  const coverIndex = typeof task.options.coverIndex === "number" ? task.options.coverIndex : 0;
  return { ...options, coverIndex };
}
