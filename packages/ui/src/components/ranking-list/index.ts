export { RankingList, type RankingItem, type RankingListProps } from "./ranking-list";
export { formatCount } from "./format-count";
