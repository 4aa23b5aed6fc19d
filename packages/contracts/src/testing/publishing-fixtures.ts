// Sample API objects for the apps' tests (`@cdp/contracts/testing`), so each app does not keep its own copy.
import type { PublishItem, PublishTask } from "../publishing.ts";

/** A finished TikTok task with two succeeded targets; override what a test is about. */
export function publishTaskFixture(overrides: Partial<PublishTask> = {}): PublishTask {
  return {
    id: 7,
    type: "PUBLISH_TIKTOK",
    typeLabel: "发布到 TikTok",
    platform: "tiktok",
    name: "秋季新品",
    title: "秋季新品上市",
    description: "",
    coverMediaId: null,
    options: {},
    sendType: "accounts",
    groupId: null,
    intervalSeconds: 300,
    startAt: "2026-11-20T08:00:00.000Z",
    timeZone: "Asia/Shanghai",
    createdAt: "2026-11-20T08:00:00.000Z",
    operatedAt: "2026-11-20T08:00:00.000Z",
    status: 1,
    counts: { total: 2, distributing: 0, succeeded: 2, failed: 0, unverified: 0, cancelled: 0 },
    ...overrides,
  };
}

/** A published TikTok video target of `publishTaskFixture` with its link. */
export function publishItemFixture(overrides: Partial<PublishItem> = {}): PublishItem {
  return {
    id: 70,
    taskId: 7,
    accountId: 11,
    accountName: "小猫日常",
    platform: "tiktok",
    kind: "video",
    mediaIds: [5],
    title: "秋季新品上市",
    status: 1,
    phase: "published",
    phaseLabel: null,
    scheduledAt: "2026-11-20T08:00:00.000Z",
    attempt: 1,
    uploadedBytes: 100,
    totalBytes: 100,
    publishId: "p_1",
    postId: "v_1",
    postUrl: "https://www.tiktok.com/@catdaily/video/1",
    linkPending: false,
    error: null,
    startedAt: "2026-11-20T08:00:00.000Z",
    finishedAt: "2026-11-20T08:01:00.000Z",
    ...overrides,
  };
}
