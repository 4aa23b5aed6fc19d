import type { PlatformAccount } from "@cdp/contracts";
import type { StartSuggestion } from "@cdp/ui/publish-timing";
import { useLingui } from "@lingui/react/macro";
import { useBestTimes } from "../../../shared/api/index.ts";
import { earliestSuggestion } from "../model/best-time-suggestion.ts";

/**
 * What the timing step offers as "按建议时间排期" for the chosen accounts: the earliest upcoming of
 * their best hours to post (from their own stored post figures), or why there is none. Undefined
 * while no account is chosen (the option is not offered).
 */
export function useBestTimeSuggestion(accounts: Pick<PlatformAccount, "id" | "name">[], timeZone: string, now: Date): StartSuggestion | undefined {
  const { t, i18n } = useLingui();
  const ids = accounts.map((account) => account.id);
  const query = useBestTimes(ids, timeZone, i18n.locale);
  if (accounts.length === 0) return undefined;
  if (query.isError) return { state: "unavailable", reason: t`建议时间读取失败，请稍后重试` };
  if (!query.data) return { state: "loading" };
  const chosen = new Set(ids);
  const answers = query.data.list.filter((answer) => chosen.has(answer.accountId));
  const nameOf = new Map(accounts.map((account) => [account.id, account.name]));
  const best = earliestSuggestion(answers, now, timeZone);
  if (best) return { state: "ready", at: best.at, accountName: nameOf.get(best.accountId) ?? "", medianViews: best.medianViews, posts: best.posts };
  const [first] = answers;
  if (!first || query.isPlaceholderData) return { state: "loading" };
  if (answers.length === 1) return { state: "unavailable", reason: first.reason ?? "" };
  const name = nameOf.get(first.accountId) ?? "";
  const reason = first.reason ?? "";
  const count = answers.length;
  return { state: "unavailable", reason: t`所选 ${count} 个账号的历史数据都不足（如 ${name}：${reason}）` };
}
