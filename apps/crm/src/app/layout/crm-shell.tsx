import { AppShell, type AppShellMenuItem } from "@cdp/ui/app-shell";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { ShellHeaderEnd } from "@cdp/app-kit";
import { Brand } from "../../shared/components/brand/index.ts";
import { isGroupRoute, type AppRoute } from "../router/route-table.ts";
import { AppUserMenu } from "./app-user-menu.tsx";

type CrmShellProps = {
  /** The shell routes from the route table; the sidebar mirrors them. */
  menu: readonly AppRoute[];
};

function toMenuItem(route: AppRoute, translate: (name: MessageDescriptor) => string): AppShellMenuItem {
  const RouteIcon = route.icon;
  const base = { key: route.path, label: translate(route.name), icon: RouteIcon ? <RouteIcon /> : undefined };
  return isGroupRoute(route)
    ? { ...base, children: route.children.map((child) => toMenuItem(child, translate)) }
    : { ...base, path: route.path };
}

/** Sidebar, header (language switch, user menu) and the current page. */
export function CrmShell({ menu }: CrmShellProps) {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <AppShell
      brand={<Brand compactOnPhones />}
      menu={menu.map((route) => toMenuItem(route, (name) => i18n._(name)))}
      activePath={location.pathname}
      onNavigate={(path) => void navigate(path)}
      headerEnd={<ShellHeaderEnd userMenu={<AppUserMenu />} />}
    >
      <Outlet />
    </AppShell>
  );
}
