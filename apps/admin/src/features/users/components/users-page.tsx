import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 用户管理: end users of the CRM (placeholder). */
export function UsersPage() {
  return <ComingSoon />;
}
