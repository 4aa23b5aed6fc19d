import type { Platform, PublishCall, PublishStatus, PublishTaskType } from "@cdp/contracts";
import type { ResendDraft } from "./resend-edits";

/**
 * Where one target is: waiting for its time (or for quota), uploading, processed by the platform,
 * `verifying` (the answer was lost: looking for the post on the platform), or done; `unverified` is
 * done without knowing (需核实).
 */
export type PublishItemPhase =
  | "waiting"
  | "waitingQuota"
  | "uploading"
  | "processing"
  | "verifying"
  | "published"
  | "failed"
  | "unverified"
  | "canceled";

/** Items of a task by status; 需核实 is counted apart from the failures. */
export type PublishTaskCounts = {
  distributing: number;
  succeeded: number;
  failed: number;
  /**
   * Status 3 (需核实): never resent with the task.
   * @default 0
   */
  unverified?: number;
  /**
   * Of `failed`, the targets cancelled before they started: shown as 已取消, not as 失败.
   * @default 0
   */
  cancelled?: number;
};

/** One publish task as the records list shows it. */
export type PublishTaskView = {
  /** The task's post options (privacy, tags, TikTok interactions): a resend may edit them when given. */
  options?: ResendDraft["options"];
  /** The task's description and platform (a resend dialog starts from them before its targets are loaded). */
  description?: string;
  platform?: Platform;
  id: string;
  name: string;
  type: PublishTaskType;
  title: string;
  coverUrl?: string;
  /** By group (with its name) or by single accounts. */
  sendType: "group" | "account";
  groupName?: string;
  /** The publish interval between accounts, in seconds. */
  intervalSeconds: number;
  /** ISO 8601. */
  createdAt: string;
  /** The last operation (resend, cancel), ISO 8601. */
  operatedAt?: string | null;
  /** Items by status. */
  counts: PublishTaskCounts;
};

/** One platform call made for a target (the API's shape), shown in its call log. */
export type PublishCallView = PublishCall;

/** One target of a task: an account with its media. */
export type PublishItemView = {
  id: string;
  accountName: string;
  platform: Platform;
  accountAvatarUrl?: string;
  mediaName: string;
  status: PublishStatus;
  phase: PublishItemPhase;
  /** The server's line for the phase, in the operator's language; it replaces the built-in one while verifying. */
  phaseLabel?: string | null;
  uploadedBytes?: number;
  totalBytes?: number;
  /** When it posts (ISO 8601). */
  scheduledAt?: string | null;
  /** Why it failed, or why it needs verifying, already in the operator's language. */
  failureReason?: string | null;
  /** The post on the platform; absent on a success while TikTok still moderates the post. */
  postUrl?: string | null;
  /** How many times it has been tried. */
  attempts: number;
  /** Every platform call of every attempt, oldest first; absent: no call log is offered. */
  calls?: PublishCallView[];
  /** What the target sends (a resend dialog starts from them); absent: a resend only confirms. */
  title?: string;
  description?: string;
  /** @default "video" */
  kind?: "video" | "photo";
  /** Photo posts: how many images. */
  imageCount?: number;
};

/** What resending one target says: `confirmNotPosted` once the operator checked that a 需核实 post is not on the platform. */
export type ResendItemOptions = { confirmNotPosted: boolean; edits?: Partial<ResendDraft> };
