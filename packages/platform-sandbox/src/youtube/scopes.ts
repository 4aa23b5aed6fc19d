import { SCOPES } from "./settings.ts";

/** The only scopes Google's device flow allows (B.2). */
export const DEVICE_FLOW_SCOPES = ["openid", "email", "profile", "https://www.googleapis.com/auth/drive.appdata", "https://www.googleapis.com/auth/drive.file", SCOPES.youtube, SCOPES.readonly];

const LABELS: Record<string, string> = {
  [SCOPES.youtube]: "管理你的 YouTube 账号 / Manage your YouTube account",
  [SCOPES.upload]: "管理你的 YouTube 视频 / Manage your YouTube videos",
  [SCOPES.readonly]: "查看你的 YouTube 账号 / View your YouTube account",
  [SCOPES.forceSsl]: "查看、修改和删除你的 YouTube 内容 / See, edit and delete your YouTube content",
  [SCOPES.analytics]: "查看 YouTube 分析报告 / View YouTube Analytics reports",
};

export function scopeLabel(scope: string): string {
  return LABELS[scope] ?? scope;
}

export function splitScopes(value: unknown): string[] {
  return typeof value === "string" ? [...new Set(value.split(/\s+/).filter(Boolean))] : [];
}

/** Scopes accepted by the Data API's read calls (channels.list, videos.list). */
export const READ_SCOPES = [SCOPES.youtube, SCOPES.readonly, SCOPES.forceSsl];
/** Scopes accepted by videos.insert and thumbnails.set. */
export const UPLOAD_SCOPES = [SCOPES.youtube, SCOPES.upload, SCOPES.forceSsl];
/** Scopes accepted by Analytics reports.query. */
export const ANALYTICS_SCOPES = [SCOPES.youtube, SCOPES.readonly, SCOPES.analytics];
