import { preflightProblems, translate, type Locale, type Platform, type PreflightField } from "@cdp/contracts";

export type ResendPrivacy = "public" | "friends" | "private";

/** What a resend may change, pre-filled with what the failed attempt sent. */
export type ResendDraft = {
  title: string;
  description: string;
  /** The task's options; absent when only the texts are edited here. */
  options?: { privacy: ResendPrivacy; tags: string[]; allowComment: boolean; allowDuet: boolean; allowStitch: boolean };
};

/** A target the edit goes to, as the platforms' rules need it. */
export type ResendTarget = { accountName: string; platform: Platform; kind: "video" | "photo"; imageCount?: number };

export type ResendField = "title" | "description" | "tags" | "privacy" | "options";
const FIELD_OF: Record<PreflightField, ResendField> = { title: "title", description: "description", tags: "tags", privacy: "privacy", comment: "options", duet: "options", stitch: "options", video: "options", images: "options" };

/**
 * The first problem of each field for these targets, in the operator's language: the same shared
 * preflight the publish screens and the server apply (what a TikTok creator allows is the server's,
 * whose refusal the dialog shows).
 */
export function resendProblems(draft: ResendDraft, targets: ResendTarget[], locale: Locale, fallbackOptions: NonNullable<ResendDraft["options"]>): Partial<Record<ResendField, string>> {
  const options = draft.options ?? fallbackOptions;
  const found: Partial<Record<ResendField, string>> = {};
  if (draft.title.trim().length === 0) found.title = translate(locale, "validation.publish.title.required");
  for (const target of targets) {
    const problems = preflightProblems({
      platform: target.platform,
      kind: target.kind,
      accountName: target.accountName,
      title: draft.title,
      description: draft.description,
      tags: options.tags,
      privacy: options.privacy,
      allowComment: options.allowComment,
      allowDuet: options.allowDuet,
      allowStitch: options.allowStitch,
      durationSeconds: null,
      imageCount: target.imageCount ?? 0,
      creator: null,
    });
    for (const problem of problems) found[FIELD_OF[problem.field]] ??= translate(locale, problem.key, problem.params);
  }
  return found;
}

/** Tags as typed: separated by commas, spaces or new lines, a leading # dropped, each once. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(/[\s,，]+/).map((tag) => tag.replace(/^#/, "").trim()).filter(Boolean))];
}

/** Only what changed, so an untouched field keeps what each target sent. */
export function changedEdits(initial: ResendDraft, draft: ResendDraft): Partial<ResendDraft> {
  const edits: Partial<ResendDraft> = {};
  if (draft.title !== initial.title) edits.title = draft.title.trim();
  if (draft.description !== initial.description) edits.description = draft.description.trim();
  if (draft.options && JSON.stringify(draft.options) !== JSON.stringify(initial.options)) edits.options = draft.options;
  return edits;
}
