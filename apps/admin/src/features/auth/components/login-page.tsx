import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 管理员登录: administrator sign-in (placeholder until the login form lands). */
export function LoginPage() {
  return <ComingSoon />;
}
