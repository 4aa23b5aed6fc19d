import { ComingSoonPage as ComingSoon } from "@cdp/app-kit";

/** 任务管理: all publish tasks, with retry (placeholder). */
export function TasksPage() {
  return <ComingSoon />;
}
