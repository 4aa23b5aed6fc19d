import { PublicShell } from "@cdp/ui/public-shell";
import { Outlet } from "react-router-dom";
import { AppLanguageSwitch } from "@cdp/app-kit";
import { Brand } from "../../shared/components/brand/index.ts";

/** Frame of the pages outside the shell (login, register, policies, service). */
export function PublicLayout() {
  return (
    // Each page sets its own width: the login page spans the screen, documents keep a reading width.
    <PublicShell brand={<Brand />} headerEnd={<AppLanguageSwitch />}>
      <Outlet />
    </PublicShell>
  );
}
