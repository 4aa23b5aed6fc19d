import { Menu, Portal } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";

export type ActionMenuItem = {
  key: string;
  label: ReactNode;
  onAction: () => void;
  /** A destructive action (删除), in the error colour. */
  danger?: boolean;
};

export type ActionMenuProps = Omit<Menu.RootProps, "children"> & {
  /** The button that opens the menu; it needs an accessible name. */
  trigger: ReactElement;
  items: ActionMenuItem[];
  /** @default "8rem" */
  minWidth?: string;
};

/**
 * A button that opens a menu of actions, by click, Enter, Space or ArrowDown.
 * An item acts on its own click (Enter on a highlighted item clicks it too), not on the menu's
 * `onSelect`: that selects the item the last render highlighted, and the highlight is set on
 * pointerdown, so a press and release quicker than a busy page draws would close the menu and do nothing.
 */
export function ActionMenu({ trigger, items, minWidth = "8rem", positioning, ...rootProps }: ActionMenuProps) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end", ...positioning }} {...rootProps}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth={minWidth}>
            {items.map((item) => (
              <Menu.Item key={item.key} value={item.key} onClick={item.onAction} color={item.danger ? "fg.error" : undefined}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
