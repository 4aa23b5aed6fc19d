import { expect } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";

/** Opens the header's user menu and picks `item`; returns the dialog called `dialogName`. */
export async function openProfileDialog(user: UserEvent, item: string, dialogName = item) {
  await user.click(await screen.findByRole("button", { name: /运营小王/ }));
  await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
  await pickMenuItem(user, item);
  return screen.findByRole("dialog", { name: dialogName });
}

/** A signed-in operator as the login flow leaves it in session storage. */
export function storeSignedInUser(phone: string | null = null) {
  localStorage.setItem("tokenValue", "test-token");
  sessionStorage.setItem("userInfo", JSON.stringify(userInfoFixture(phone)));
}

export function userInfoFixture(phone: string | null) {
  return {
    id: 7,
    email: "ops@example.com",
    phone,
    name: "运营小王",
    nickName: "运营小王",
    plan: "free",
    channelId: null,
    personPosition: [],
    createdAt: "2026-11-20T00:00:00.000Z",
    lastLoginAt: null,
  };
}
