import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 权限管理: plan and permission management (placeholder). */
export function PermissionManagePage() {
  return <ComingSoon />;
}
