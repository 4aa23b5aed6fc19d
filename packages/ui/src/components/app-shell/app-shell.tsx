import { CloseButton, Drawer, IconButton, Portal, Spacer } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { findActiveKey } from "./active-path";
import { AppShellNav } from "./app-shell-nav";
import {
  ShellBrand,
  ShellContent,
  ShellDrawerContent,
  ShellHeader,
  ShellHeaderBrand,
  ShellMain,
  ShellRoot,
  ShellSidebar,
  type ShellRootProps,
} from "./app-shell-parts";
import type { AppShellMenuItem } from "./types";

export type AppShellProps = Omit<ShellRootProps, "children"> & {
  /** The product name or logo at the top of the sidebar (and in the header on small screens). */
  brand: ReactNode;
  menu: AppShellMenuItem[];
  /** The current location's path; the matching item gets `aria-current="page"`. */
  activePath: string;
  /** Called with an item's path on a plain left click (the browser does not follow the link). */
  onNavigate: (path: string) => void;
  /** The right end of the header: language switch, user menu. */
  headerEnd?: ReactNode;
  /**
   * The accessible name of the navigation landmark.
   * @default "主导航" (translated)
   */
  navLabel?: string;
  children: ReactNode;
};

/** Sidebar + header + content. Below the `md` breakpoint the sidebar becomes a drawer behind a menu button. */
export function AppShell({ brand, menu, activePath, onNavigate, headerEnd, navLabel, children, ...rootProps }: AppShellProps) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nav = {
    items: menu,
    activeKey: findActiveKey(menu, activePath),
    label: navLabel ?? t`主导航`,
  };
  const navigateFromDrawer = (path: string) => {
    setDrawerOpen(false);
    onNavigate(path);
  };

  return (
    <ShellRoot {...rootProps}>
      <ShellSidebar>
        <ShellBrand>{brand}</ShellBrand>
        <AppShellNav {...nav} onNavigate={onNavigate} />
      </ShellSidebar>
      <ShellMain>
        <ShellHeader>
          <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton variant="ghost" colorPalette="gray" aria-label={t`打开菜单`} hideFrom="md">
                <Menu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <ShellDrawerContent maxWidth="18rem">
                  <Drawer.Header paddingInline="0" paddingBlock="0" alignItems="center">
                    <Drawer.Title asChild>
                      <ShellBrand flex="1">{brand}</ShellBrand>
                    </Drawer.Title>
                    <Drawer.CloseTrigger asChild position="static" marginEnd="3">
                      <CloseButton size="sm" color="inherit" aria-label={t`关闭菜单`} />
                    </Drawer.CloseTrigger>
                  </Drawer.Header>
                  <Drawer.Body padding="0">
                    <AppShellNav {...nav} onNavigate={navigateFromDrawer} />
                  </Drawer.Body>
                </ShellDrawerContent>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <ShellHeaderBrand>{brand}</ShellHeaderBrand>
          <Spacer />
          {headerEnd}
        </ShellHeader>
        <ShellContent>{children}</ShellContent>
      </ShellMain>
    </ShellRoot>
  );
}
