import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 数据分析: views, likes and fans over months and the weekly account ranking (placeholder). */
export function DataAnalysisPage() {
  return <ComingSoon />;
}
