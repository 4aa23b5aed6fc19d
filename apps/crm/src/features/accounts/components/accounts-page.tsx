import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 账号管理: linked platform accounts (placeholder). */
export function AccountsPage() {
  return <ComingSoon />;
}
