import type { Platform, PublishStatus, PublishTaskType } from "@cdp/contracts";

/** Where one target is: waiting for its time (or for quota), uploading, processed by the platform, or done. */
export type PublishItemPhase = "waiting" | "waitingQuota" | "uploading" | "processing" | "published" | "failed" | "canceled";

/** One publish task as the records list shows it. */
export type PublishTaskView = {
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
  counts: { distributing: number; succeeded: number; failed: number };
};

/** One target of a task: an account with its media. */
export type PublishItemView = {
  id: string;
  accountName: string;
  platform: Platform;
  accountAvatarUrl?: string;
  mediaName: string;
  status: PublishStatus;
  phase: PublishItemPhase;
  uploadedBytes?: number;
  totalBytes?: number;
  /** When it posts (ISO 8601). */
  scheduledAt?: string | null;
  /** Why it failed, already in the operator's language. */
  failureReason?: string | null;
  /** The post on the platform; absent on a success while TikTok still moderates the post. */
  postUrl?: string | null;
  /** How many times it has been tried. */
  attempts: number;
};
