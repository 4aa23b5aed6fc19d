import { Avatar, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type UserMenuItem = {
  key: string;
  label: ReactNode;
  onSelect: () => void;
};

export type UserMenuProps = Omit<Menu.RootProps, "children"> & {
  /** The signed-in user's display name: the trigger's text and accessible name. */
  name: string;
  avatarUrl?: string;
  items: UserMenuItem[];
};

/**
 * The header's user button; opens a menu by click, Enter, Space or ArrowDown.
 * An item acts on its own click (Enter on a highlighted item clicks it too), not on the menu's
 * `onSelect`: that selects the item the last render highlighted, so a press and release quicker
 * than a busy page draws the highlight would close the menu and do nothing.
 */
export function UserMenu({ name, avatarUrl, items, positioning, ...rootProps }: UserMenuProps) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end", ...positioning }} {...rootProps}>
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="gray" size="sm" paddingInline="1.5" gap="2" aria-label={name}>
          {/* Decorative: the name next to it already says who this is. */}
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={name} />
            {avatarUrl && <Avatar.Image src={avatarUrl} alt="" />}
          </Avatar.Root>
          {/* On phones only the avatar shows; the button keeps its name through aria-label. */}
          <Text as="span" maxWidth="10rem" truncate hideBelow="sm">
            {name}
          </Text>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="10rem">
            {items.map((item) => (
              <Menu.Item key={item.key} value={item.key} onClick={item.onSelect}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
