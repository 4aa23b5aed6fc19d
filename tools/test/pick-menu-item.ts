import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Clicks an item of the open menu. Menus (ActionMenu) act on the item's own click, not on the highlight the
 * menu draws on pointerdown, so no wait for that highlight is needed (the ActionMenu story checks a
 * click that lands before it).
 */
export async function pickMenuItem(user: UserEvent, name: string): Promise<void> {
  const menu = await screen.findByRole("menu");
  await user.click(within(menu).getByRole("menuitem", { name }));
}
