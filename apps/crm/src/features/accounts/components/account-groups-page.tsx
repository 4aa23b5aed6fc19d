import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 账号分组: account groups (placeholder). */
export function AccountGroupsPage() {
  return <ComingSoon />;
}
