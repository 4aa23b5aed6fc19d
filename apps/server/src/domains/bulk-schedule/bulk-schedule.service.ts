import {
  BULK_SCHEDULE_DEFAULT_TIME_ZONE,
  BULK_SCHEDULE_HEADERS,
  BULK_SCHEDULE_LIST_SEPARATOR,
  BULK_SCHEDULE_NO,
  BULK_SCHEDULE_PRIVACY_WORDS,
  BULK_SCHEDULE_TAG_SEPARATOR,
  BULK_SCHEDULE_YES,
  createPhotoTaskRequestSchema,
  createVideoTaskRequestSchema,
  isMessageKey,
  PRIVACY_CHOICES,
  PUBLISH_DESCRIPTION_MAX_LENGTH,
  PUBLISH_TITLE_MAX_LENGTH,
  translate,
  type BulkScheduleField,
  type BulkScheduleResult,
  type Locale,
  type MessageKey,
} from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { PublishingApi } from "../publishing/publishing.module.ts";
import type { BulkScheduleData, NamedAccount, NamedGroup, NamedMedia } from "./bulk-schedule.data.ts";
import { readBulkRows, type BulkRow } from "./bulk-schedule-workbook.ts";
import { isTimeZone, parseWallTime, withOffset, zonedInstant } from "./local-time.ts";

type BulkRequests = Parameters<PublishingApi["createMany"]>[1];
type RowError = { index: number; field: BulkScheduleField; messageKey: MessageKey; params: Record<string, string | number> };
type Lookups = { accounts: NamedAccount[]; groups: Map<string, NamedGroup>; media: Map<string, NamedMedia> };

const TAGS_MAX = 30;
const TAG_MAX_LENGTH = 50;
const lower = (text: string) => text.trim().toLowerCase();
const mediaNamesOf = (cell: string) => cell.split(BULK_SCHEDULE_LIST_SEPARATOR).map((name) => name.trim()).filter(Boolean);
const tagsOf = (cell: string) => cell.split(BULK_SCHEDULE_TAG_SEPARATOR).map((tag) => tag.replace(/^#/, "").trim()).filter(Boolean);

/** The column a refusal of the publish rules is about (the key names it). */
function fieldOfKey(key: string, row: BulkRow): BulkScheduleField {
  const target: BulkScheduleField = row.account ? "account" : "group";
  if (/title|caption/i.test(key)) return "title";
  if (/description/i.test(key)) return "description";
  if (/tags/i.test(key)) return "tags";
  if (/privacy|branded/i.test(key)) return "privacy";
  if (/comment/i.test(key)) return "allowComment";
  if (/duet/i.test(key)) return "allowDuet";
  if (/stitch/i.test(key)) return "allowStitch";
  if (/interval|startAt/i.test(key)) return "scheduledAt";
  if (/timeZone/i.test(key)) return "timeZone";
  if (/media|video|images/i.test(key) && !/youtubeNoPhotos/.test(key)) return "media";
  return target;
}

/**
 * 批量排期导入: each row of the workbook becomes the same request the publish form sends (accounts
 * or a group, the media by name from the operator's library, text, options, a time in a zone), and
 * publishing checks every one as it checks the form's. One wrong row and nothing is created; else
 * all tasks and their jobs are stored in one transaction.
 */
export function createBulkScheduleService(deps: { data: BulkScheduleData; publishing: Pick<PublishingApi, "createMany">; clock: Clock }) {
  async function lookups(userId: number, rows: BulkRow[]): Promise<Lookups> {
    const groupNames = [...new Set(rows.map((row) => row.group).filter(Boolean))];
    const mediaNames = [...new Set(rows.flatMap((row) => mediaNamesOf(row.media)))];
    const [accounts, groups, media] = await Promise.all([deps.data.accountsOf(userId), deps.data.groupsNamed(userId, groupNames), deps.data.mediaNamed(userId, mediaNames)]);
    return { accounts, groups: new Map(groups.map((group) => [group.name, group])), media: new Map(media.map((file) => [file.fileName, file])) };
  }

  /** The row as a publish request, or its cell errors. */
  function requestOf(row: BulkRow, found: Lookups, now: Date): { errors: RowError[]; request?: BulkRequests[number] } {
    const errors: RowError[] = [];
    const fail = (field: BulkScheduleField, messageKey: MessageKey, params: Record<string, string | number> = {}) => errors.push({ index: row.index, field, messageKey, params });

    let targeting: { sendType: "accounts"; accountIds: number[] } | { sendType: "group"; groupId: number } | undefined;
    let targets = 1;
    if (Boolean(row.account) === Boolean(row.group)) fail(row.account ? "group" : "account", "bulkSchedule.row.accountOrGroup");
    else if (row.account) {
      const cell = row.account.replace(/^@/, "");
      let matches = found.accounts.filter((account) => String(account.id) === cell || account.name === row.account || lower(account.username ?? "") === lower(cell));
      if (matches.length > 1) matches = matches.filter((account) => account.status === "active");
      if (matches.length === 0) fail("account", "bulkSchedule.row.accountNotFound");
      else if (matches.length > 1) fail("account", "bulkSchedule.row.accountAmbiguous");
      else targeting = { sendType: "accounts", accountIds: [matches[0]!.id] };
    } else {
      const group = found.groups.get(row.group);
      if (!group) fail("group", "bulkSchedule.row.groupNotFound");
      else {
        targeting = { sendType: "group", groupId: group.id };
        targets = Math.max(group.members, 1);
      }
    }

    const names = mediaNamesOf(row.media);
    const files = names.map((name) => ({ name, file: found.media.get(name) }));
    let kind: "video" | "photo" | undefined;
    if (names.length === 0) fail("media", "bulkSchedule.row.mediaRequired");
    else if (files.some(({ file }) => !file)) fail("media", "bulkSchedule.row.mediaNotFound", { name: files.find(({ file }) => !file)!.name });
    else if (files.some(({ file }) => file!.type === "other")) fail("media", "bulkSchedule.row.mediaType", { name: files.find(({ file }) => file!.type === "other")!.name });
    else if (files.every(({ file }) => file!.type === "image")) kind = "photo";
    else if (files.length === 1) kind = "video";
    else fail("media", "bulkSchedule.row.mediaMixed");

    const privacy = PRIVACY_CHOICES.find((choice) => BULK_SCHEDULE_PRIVACY_WORDS[choice].some((word) => lower(word) === lower(row.privacy)));
    if (!privacy) fail("privacy", "bulkSchedule.row.privacy");
    const yesNo = (field: "allowComment" | "allowDuet" | "allowStitch", fallback: boolean) => {
      const cell = lower(row[field]);
      if (cell === "") return fallback;
      if (BULK_SCHEDULE_YES.includes(cell)) return true;
      if (BULK_SCHEDULE_NO.includes(cell)) return false;
      fail(field, "bulkSchedule.row.yesNo");
      return fallback;
    };
    const options = { allowComment: yesNo("allowComment", true), allowDuet: yesNo("allowDuet", false), allowStitch: yesNo("allowStitch", false) };
    const tags = tagsOf(row.tags);
    if (tags.length > TAGS_MAX || tags.some((tag) => [...tag].length > TAG_MAX_LENGTH)) fail("tags", "bulkSchedule.row.tags");

    const timeZone = row.timeZone || BULK_SCHEDULE_DEFAULT_TIME_ZONE;
    if (!isTimeZone(timeZone)) fail("timeZone", "bulkSchedule.row.timeZone");
    let startAt: string | undefined;
    const wall = parseWallTime(row.scheduledAt);
    if (!row.scheduledAt) fail("scheduledAt", "bulkSchedule.row.timeRequired");
    else if (!wall) fail("scheduledAt", "bulkSchedule.row.timeInvalid");
    else if (isTimeZone(timeZone)) {
      const instant = zonedInstant(wall, timeZone);
      if (instant.getTime() <= now.getTime()) fail("scheduledAt", "bulkSchedule.row.timePast");
      else startAt = withOffset(instant, timeZone);
    }

    // Title and description through the form's own schema (its limits and messages).
    const common = { title: row.title, description: row.description, timeZone, startAt, intervalSeconds: 0, options: { privacy: privacy ?? "public", ...options, tags } };
    const ids = files.flatMap(({ file }) => (file ? [file.id] : []));
    const parsed =
      kind === "photo"
        ? createPhotoTaskRequestSchema.safeParse({ ...common, ...(targeting ?? { sendType: "accounts", accountIds: [1] }), imageMediaIds: ids })
        : createVideoTaskRequestSchema.safeParse({ ...common, ...(targeting ?? { sendType: "accounts", accountIds: [1] }), mediaIds: ids.length ? Array.from({ length: targets }, () => ids[0]!) : [1] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = isMessageKey(issue.message) ? issue.message : undefined;
        const field = fieldOfKey(issue.path.map(String).join("."), row);
        if (errors.some((error) => error.field === field)) continue;
        fail(field, key ?? "bulkSchedule.import.failed", { max: field === "title" ? PUBLISH_TITLE_MAX_LENGTH : PUBLISH_DESCRIPTION_MAX_LENGTH });
      }
    }
    if (errors.length > 0 || !parsed.success || !targeting || !kind) return { errors };
    return { errors, request: kind === "photo" ? { kind, input: parsed.data as never } : { kind, input: parsed.data as never } };
  }

  return {
    async importFile(userId: number, fileName: string, bytes: Buffer, locale: Locale): Promise<BulkScheduleResult> {
      const rows = readBulkRows(fileName, bytes);
      const found = await lookups(userId, rows);
      const now = deps.clock();
      const errors: RowError[] = [];
      const requests: BulkRequests = [];
      const rowOfRequest: BulkRow[] = [];
      for (const row of rows) {
        const checked = requestOf(row, found, now);
        errors.push(...checked.errors);
        if (checked.request) {
          requests.push(checked.request);
          rowOfRequest.push(row);
        }
      }
      const outcome = requests.length > 0 ? await deps.publishing.createMany(userId, requests, { dryRun: errors.length > 0 }) : { refusals: [], tasks: 0, targets: 0 };
      for (const refusal of outcome.refusals) {
        const row = rowOfRequest[refusal.index]!;
        errors.push({ index: row.index, field: fieldOfKey(refusal.messageKey, row), messageKey: refusal.messageKey, params: refusal.params });
      }
      if (errors.length === 0) return { hasError: false, errorSize: 0, errorMessages: [], tasks: outcome.tasks, targets: outcome.targets };
      const byRow = [...errors].sort((a, b) => a.index - b.index);
      const rowByIndex = new Map(rows.map((row) => [row.index, row]));
      return {
        hasError: true,
        errorSize: new Set(byRow.map((error) => error.index)).size,
        errorMessages: byRow.map((error) => ({
          index: error.index,
          fieldName: BULK_SCHEDULE_HEADERS[locale][error.field],
          originValue: rowByIndex.get(error.index)?.[error.field] ?? "",
          customMessage: translate(locale, error.messageKey, error.params),
        })),
        tasks: 0,
        targets: 0,
      };
    },
  };
}

export type BulkScheduleService = ReturnType<typeof createBulkScheduleService>;
