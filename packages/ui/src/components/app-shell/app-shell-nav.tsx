import { useId, type MouseEvent } from "react";
import { ShellGroup, ShellGroupLabel, ShellLink, ShellList, ShellNav } from "./app-shell-parts";
import type { AppShellMenuItem } from "./types";

type NavProps = {
  items: AppShellMenuItem[];
  activeKey: string | undefined;
  label: string;
  onNavigate: (path: string) => void;
};

type ItemProps = Omit<NavProps, "items" | "label"> & { item: AppShellMenuItem };

function NavGroup({ item, activeKey, onNavigate }: ItemProps) {
  const labelId = useId();
  return (
    <ShellGroup role="group" aria-labelledby={labelId}>
      <ShellGroupLabel id={labelId}>{item.label}</ShellGroupLabel>
      <ShellList>
        {item.children?.map((child) => (
          <NavItem key={child.key} item={child} activeKey={activeKey} onNavigate={onNavigate} />
        ))}
      </ShellList>
    </ShellGroup>
  );
}

function NavLink({ item, activeKey, onNavigate }: ItemProps) {
  const path = item.path ?? "";
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift/middle clicks keep the browser's own behaviour (new tab, new window).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <ShellLink href={path} aria-current={item.key === activeKey ? "page" : undefined} onClick={handleClick}>
      {item.icon}
      {item.label}
    </ShellLink>
  );
}

function NavItem(props: ItemProps) {
  return <li>{props.item.children ? <NavGroup {...props} /> : <NavLink {...props} />}</li>;
}

/** The menu as a `<nav>` of real links; groups are labelled lists of their children. */
export function AppShellNav({ items, label, ...rest }: NavProps) {
  return (
    <ShellNav aria-label={label}>
      <ShellList>
        {items.map((item) => (
          <NavItem key={item.key} item={item} {...rest} />
        ))}
      </ShellList>
    </ShellNav>
  );
}
