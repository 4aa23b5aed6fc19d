import { AppShell } from "@cdp/ui/app-shell";
import { useLingui } from "@lingui/react";
import { Outlet, useHref, useLocation, useNavigate } from "react-router-dom";
import { ShellHeaderEnd } from "@cdp/app-kit";
import { Brand } from "../../shared/components/brand/index.ts";
import { BASENAME, type PageRoute } from "../router/route-table.ts";
import { AppUserMenu } from "./app-user-menu.tsx";

type AdminShellProps = {
  /** The shell routes from the route table; the sidebar mirrors them. */
  menu: readonly PageRoute[];
};

/** Sidebar, header (language switch, user menu) and the current page. */
export function AdminShell({ menu }: AdminShellProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // Menu links are real hrefs, so they carry the /admin prefix; the router navigates without it.
  const activeHref = useHref(useLocation().pathname);

  return (
    <AppShell
      brand={<Brand compactOnPhones />}
      menu={menu.map((route) => {
        const RouteIcon = route.icon;
        return {
          key: route.path,
          label: i18n._(route.name),
          icon: RouteIcon ? <RouteIcon /> : undefined,
          path: BASENAME + route.path,
        };
      })}
      activePath={activeHref}
      onNavigate={(href) => void navigate(href.startsWith(BASENAME) ? href.slice(BASENAME.length) || "/" : href)}
      headerEnd={<ShellHeaderEnd userMenu={<AppUserMenu />} />}
    >
      <Outlet />
    </AppShell>
  );
}
