import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 发布记录: publish tasks and the status of each target (placeholder). */
export function PublishRecordsPage() {
  return <ComingSoon />;
}
