import { IconButton } from "@chakra-ui/react";
import { Ellipsis } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ActionMenu } from "./action-menu";

const onPlan = fn().mockName("onPlan");
const onDelete = fn().mockName("onDelete");

const meta = {
  title: "Data/ActionMenu",
  component: ActionMenu,
  args: {
    trigger: (
      <IconButton size="xs" variant="ghost" aria-label="更多操作 ops@example.com">
        <Ellipsis />
      </IconButton>
    ),
    items: [
      { key: "plan", label: "设置套餐", onAction: onPlan },
      { key: "delete", label: "删除", onAction: onDelete, danger: true },
    ],
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The menu is portalled to the end of <body>.
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "更多操作 ops@example.com" });
    const openByClick = async () => {
      await userEvent.click(trigger);
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(menu).toBeVisible());
      return menu;
    };

    await step("a click opens the menu and an item runs its action", async () => {
      await openByClick();
      await userEvent.click(body.getByRole("menuitem", { name: "设置套餐" }));
      await expect(onPlan).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
    await step("a press and release quicker than the page draws the highlight still runs the action", async () => {
      await openByClick();
      // One task, no rendering in between: what a busy page sees from a quick click.
      const item = body.getByRole("menuitem", { name: "删除" });
      item.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "mouse", button: 0 }));
      item.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, pointerType: "mouse", button: 0 }));
      item.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
      await expect(onDelete).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      onDelete.mockClear();
    });
    await step("the keyboard opens it too: Enter, arrows, Enter", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      // The first item is active, so ArrowDown moves to the second.
      await waitFor(() => expect(menu).toHaveAttribute("aria-activedescendant", body.getByRole("menuitem", { name: "设置套餐" }).id));
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(onDelete).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
    await step("Escape closes it and gives focus back to the button", async () => {
      const menu = await openByClick();
      await waitFor(() => expect(menu).toHaveFocus());
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};
