import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Picks an item of the open menu with the mouse, as a person does: press, see the item highlighted,
 * release. The menu highlights the item on pointerdown and selects the highlighted item on click, so
 * releasing before the highlight has rendered (a busy page renders late) would select nothing.
 */
export async function pickMenuItem(user: UserEvent, name: string): Promise<void> {
  const menu = await screen.findByRole("menu");
  const item = within(menu).getByRole("menuitem", { name });
  await user.pointer({ keys: "[MouseLeft>]", target: item });
  await waitFor(() => expect(menu).toHaveAttribute("aria-activedescendant", item.id));
  await user.pointer({ keys: "[/MouseLeft]", target: item });
}
