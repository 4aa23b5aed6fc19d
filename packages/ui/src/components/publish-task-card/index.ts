export { PublishTaskCard, type PublishTaskCardProps } from "./publish-task-card";
export { PublishTaskList, type PublishTaskListProps } from "./publish-task-list";
export type { PublishCallView, PublishItemPhase, PublishItemView, PublishTaskCounts, PublishTaskView, ResendItemOptions } from "./types";
export { donePercent, formatCountdown } from "./countdown";
export { publishItemViewOf, publishTaskViewOf, type PublishItemLive } from "./api-views";
export { ResendEditDialog, type ResendEditDialogProps } from "./resend-edit-dialog";
export type { ResendDraft, ResendTarget } from "./resend-edits";
