import { Avatar, Button, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { ActionMenu, type ActionMenuItem, type ActionMenuProps } from "../action-menu";

export type UserMenuItem = ActionMenuItem;

export type UserMenuProps = Omit<ActionMenuProps, "trigger" | "minWidth"> & {
  /** The signed-in user's display name: the trigger's text and accessible name. */
  name: string;
  avatarUrl?: string;
};

/**
 * The header's user button and its menu (an ActionMenu: opens by click, Enter, Space or ArrowDown).
 * The menu is placed `fixed`, like the sticky header it hangs from: placed `absolute` it scrolled with
 * the page for a frame before following the header, so a press on an item while the page scrolled
 * could be released on the header's button instead, and the item never acted.
 */
export function UserMenu({ name, avatarUrl, positioning, ...menuProps }: UserMenuProps) {
  return (
    <ActionMenu
      minWidth="10rem"
      positioning={{ strategy: "fixed", ...positioning }}
      trigger={
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
      }
      {...menuProps}
    />
  );
}
