import type { AdminLoginResponse } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { storeAdminSession } from "../../../shared/session/index.ts";

const HOME_PATH = "/users";

/** After a successful sign-in: keeps the session values, says so, and opens the page the admin wanted. */
export function useCompleteSignIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (session: AdminLoginResponse, message: string) => {
    storeAdminSession(session);
    toaster.create({ type: "success", title: message || t`登录成功!` });
    void navigate(from && from !== "/login" ? from : HOME_PATH, { replace: true });
  };
}
