import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SessionMenu } from "./session-menu";

const onChangePassword = fn().mockName("onChangePassword");
const onBindPhone = fn().mockName("onBindPhone");
const onSignOut = fn().mockName("onSignOut");

const meta = {
  title: "Header/SessionMenu",
  component: SessionMenu,
  args: { name: "张晓明", onSignOut },
  argTypes: { name: { control: "text" }, items: { control: false } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof SessionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "张晓明" });
    await step("the trigger is named after the user and opens with Enter", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(menu).toBeVisible());
    });
    await step("退出登录 is the only item and signs out with Enter", async () => {
      const items = body.getAllByRole("menuitem");
      await expect(items.map((item) => item.textContent)).toEqual(["退出登录"]);
      onSignOut.mockClear();
      await userEvent.keyboard("{Enter}");
      await expect(onSignOut).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
  },
};

/** No name in the browser for this session: the trigger says so. */
export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "未登录" })).toBeVisible();
  },
};

/** 修改密码 first, the app's own items next, 退出登录 last. */
export const WithProfileItems: Story = {
  args: {
    onChangePassword: () => onChangePassword(),
    items: [{ key: "phone", label: "绑定手机号", onAction: () => onBindPhone() }],
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "张晓明" });
    await step("a click opens the items in order; Escape closes them", async () => {
      await userEvent.click(trigger);
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(menu).toHaveFocus());
      const items = body.getAllByRole("menuitem");
      await expect(items.map((item) => item.textContent)).toEqual(["修改密码", "绑定手机号", "退出登录"]);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
    await step("Enter opens the menu on 修改密码 and runs it", async () => {
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() =>
        expect(menu).toHaveAttribute("aria-activedescendant", body.getByRole("menuitem", { name: "修改密码" }).id),
      );
      onChangePassword.mockClear();
      await userEvent.keyboard("{Enter}");
      await expect(onChangePassword).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
    await step("ArrowDown reaches the app's own item", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() =>
        expect(menu).toHaveAttribute("aria-activedescendant", body.getByRole("menuitem", { name: "修改密码" }).id),
      );
      onBindPhone.mockClear();
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(onBindPhone).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
  },
};
