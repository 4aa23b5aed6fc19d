import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog as findOpenDialog, openDialogWith, renderControlledDialog, screenOf } from "../../storybook/dialog-story";
import { UpgradePrompt, type UpgradePromptProps } from "./upgrade-prompt";

const meta = {
  title: "Feedback/UpgradePrompt",
  component: UpgradePrompt,
  args: { open: true, onOpenChange: fn(), onUpgrade: fn() },
  argTypes: { title: { control: "text" }, description: { control: "text" }, benefits: { control: false } },
  // Controlled like an app does it; the button reopens it.
  render: renderControlledDialog<UpgradePromptProps>(UpgradePrompt, "查看套餐"),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) => findOpenDialog(canvasElement, { role: "alertdialog" });

async function reopen(canvasElement: HTMLElement) {
  await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
  return openDialogWith(canvasElement, "查看套餐", { role: "alertdialog" });
}

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await findDialog(canvasElement);
    await step("an alertdialog named by its title and described by the free-plan message", async () => {
      await expect(dialog).toHaveAccessibleName("升级套餐");
      await expect(dialog).toHaveAccessibleDescription("您当前使用的是免费版，部分功能受限。升级套餐即可解锁全部功能。");
    });
    await step("去升级 calls onUpgrade and closes", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "去升级" }));
      await expect(args.onUpgrade).toHaveBeenCalledOnce();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

export const Later: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step("以后再说 closes without upgrading", async () => {
      const dialog = await findDialog(canvasElement);
      await userEvent.click(within(dialog).getByRole("button", { name: "以后再说" }));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step("so does the close button", async () => {
      const dialog = await reopen(canvasElement);
      await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
      await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
      await expect(args.onUpgrade).not.toHaveBeenCalled();
    });
    await step("and Escape", async () => {
      await reopen(canvasElement);
      await userEvent.keyboard("{Escape}");
      await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

/**
 * Browser only: Zag picks the first focus by checking what is visible, and jsdom has no layout,
 * so there the dialog itself gets focus.
 */
export const Keyboard: Story = {
  tags: ["browser-only"],
  play: async ({ args, canvasElement, step }) => {
    let dialog = await findDialog(canvasElement);
    const later = () => within(dialog).getByRole("button", { name: "以后再说" });
    await step("focus starts on 以后再说, the choice that changes nothing", async () => {
      await waitFor(() => expect(later()).toHaveFocus());
    });
    await step("Escape closes", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      dialog = await reopen(canvasElement);
    });
    await step("Tab reaches 去升级; Enter presses it", async () => {
      await waitFor(() => expect(later()).toHaveFocus());
      await userEvent.tab();
      await expect(within(dialog).getByRole("button", { name: "去升级" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onUpgrade).toHaveBeenCalledOnce();
    });
  },
};

export const WithBenefits: Story = {
  args: {
    title: "升级专业版",
    description: "登录成功！您当前为免费版，是否前往权限管理升级套餐？",
    benefits: ["不限数量的 TikTok / YouTube 账号", "真实数据分析与每周流量排行", "按分组批量发布视频与图文"],
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName("升级专业版");
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(dialog).getByText("真实数据分析与每周流量排行")).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName("Upgrade your plan");
    await expect(dialog).toHaveAccessibleDescription(
      "You are on the free plan, so some features are limited. Upgrade your plan to unlock them all.",
    );
    await expect(within(dialog).getByRole("button", { name: "Maybe later" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Upgrade" }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};
