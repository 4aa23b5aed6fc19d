import type { Platform } from "@cdp/contracts";

export type AssignmentAccount = {
  id: string;
  /** The account's name on the platform. */
  name: string;
  /** The operator's nickname (remark) for it. */
  nickname?: string;
  avatarUrl?: string;
  platform: Platform;
};

export type AssignmentVideo = {
  id: string;
  fileName: string;
  /** A still of the video, shown beside its name. */
  thumbnailUrl?: string;
};
