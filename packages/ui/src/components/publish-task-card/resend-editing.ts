import type { ResendDraft, ResendTarget } from "./resend-edits";
import type { PendingAction } from "./task-confirm";
import type { PublishItemView, PublishTaskView } from "./types";

/** The resend dialog's state: which target (none: the task's failed ones), what it starts from, and the rules' targets. */
export type ResendEditing = { open: boolean; item?: PublishItemView; initial: ResendDraft; targets: ResendTarget[] };

const targetOf = (item: PublishItemView): ResendTarget => ({ accountName: item.accountName, platform: item.platform, kind: item.kind ?? "video", imageCount: item.imageCount });

/**
 * What the dialog starts from: the target's own title and description (the task's first failed target's
 * for 重发任务, or the task's own before its targets are loaded) and the task's options.
 */
export function resendEditingOf(action: Exclude<PendingAction, { kind: "cancel" }>, task: PublishTaskView, items: PublishItemView[]): ResendEditing {
  const failed = action.kind === "resendItem" ? [action.item] : items.filter((item) => item.status === 2);
  const first = failed[0];
  const targets = failed.length > 0 ? failed.map(targetOf) : task.platform ? [{ accountName: "", platform: task.platform, kind: task.type === "SEND_CONTENT" ? ("photo" as const) : ("video" as const), imageCount: 1 }] : [];
  return {
    open: true,
    item: action.kind === "resendItem" ? action.item : undefined,
    initial: { title: first?.title ?? task.title, description: first?.description ?? task.description ?? "", options: task.options },
    targets,
  };
}
