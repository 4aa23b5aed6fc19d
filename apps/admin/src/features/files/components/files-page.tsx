import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 文件管理: shared files (placeholder). */
export function FilesPage() {
  return <ComingSoon />;
}
