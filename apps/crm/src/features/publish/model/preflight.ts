import { preflightProblems, translate, type Locale, type PublishOptions } from "@cdp/contracts";
import type { SummaryTarget } from "@cdp/ui/publish-summary";

/**
 * The platform rules one row of the confirm table breaks, worded for the operator: the shared
 * preflight (the server refuses the same with the same message). What a TikTok creator allows is the
 * options panel's, so it is not repeated per row.
 */
export function targetProblems(target: SummaryTarget, context: { kind: "video" | "photo"; options: PublishOptions; imageCount?: number; locale: Locale }): string[] {
  const problems = preflightProblems({
    platform: target.platform,
    kind: context.kind,
    accountName: target.accountName,
    title: target.title,
    description: target.description ?? "",
    tags: context.options.tags,
    privacy: context.options.privacy,
    allowComment: context.options.allowComment,
    allowDuet: context.options.allowDuet,
    allowStitch: context.options.allowStitch,
    durationSeconds: null,
    imageCount: context.imageCount ?? 0,
    creator: null,
  });
  return [...new Set(problems.map((problem) => translate(context.locale, problem.key, problem.params)))];
}
