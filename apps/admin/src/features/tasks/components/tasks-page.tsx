import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 任务管理: all publish tasks, with retry (placeholder). */
export function TasksPage() {
  return <ComingSoon />;
}
