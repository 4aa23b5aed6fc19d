import type { Ranking } from "@cdp/contracts";
import { RankingList } from "@cdp/ui/ranking-list";
import { useLingui } from "@lingui/react/macro";

/** 周排行: views gained in the last 7 days; the line under each name says how its rank moved. */
/** Choosing an account shows its own trend and top posts. */
export function WeeklyRanking({ ranking, loading, selectedAccountId, onSelectAccount }: { ranking: Ranking | undefined; loading: boolean; selectedAccountId: number | undefined; onSelectAccount(accountId: number): void }) {
  const { t } = useLingui();
  const movement = (entry: Ranking["list"][number]) => {
    if (entry.movement === null) return t`新上榜`;
    if (entry.movement > 0) return t`上升 ${entry.movement} 位`;
    if (entry.movement < 0) return t`下降 ${-entry.movement} 位`;
    return t`排名不变`;
  };
  const items = (ranking?.list ?? []).map((entry) => ({
    id: String(entry.accountId),
    name: entry.name,
    nickname: movement(entry),
    ...(entry.avatarUrl ? { avatarUrl: entry.avatarUrl } : {}),
    platform: entry.platform,
    value: entry.views,
  }));
  return (
    <RankingList
      title={t`账号流量周排行`}
      valueLabel={t`近7天播放量`}
      items={items}
      loading={loading}
      emptyText={t`暂无排行数据`}
      onSelect={(id) => onSelectAccount(Number(id))}
      selectedId={selectedAccountId === undefined ? null : String(selectedAccountId)}
    />
  );
}
