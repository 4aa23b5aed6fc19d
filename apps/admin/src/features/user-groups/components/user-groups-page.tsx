import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 用户组: user groups and their members (placeholder). */
export function UserGroupsPage() {
  return <ComingSoon />;
}
