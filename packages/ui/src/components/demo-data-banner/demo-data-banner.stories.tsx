import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DemoDataBanner } from "./demo-data-banner";

const meta = {
  title: "Feedback/DemoDataBanner",
  component: DemoDataBanner,
  args: { onUpgrade: fn(), onDismiss: fn() },
  argTypes: { title: { control: "text" }, description: { control: "text" } },
} satisfies Meta<typeof DemoDataBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a status message says the figures are demo data and how to see real ones", async () => {
      const alert = canvas.getByRole("status");
      await expect(alert).toHaveTextContent("当前展示的是演示数据");
      await expect(alert).toHaveTextContent("升级为会员后，即可查看您已绑定账号的真实数据。");
      await expect(canvas.queryByRole("button", { name: "关闭提示" })).toBeNull();
    });
    await step("the upgrade button works by click and by keyboard", async () => {
      const upgrade = canvas.getByRole("button", { name: "立即升级" });
      await userEvent.click(upgrade);
      await expect(args.onUpgrade).toHaveBeenCalledOnce();
      upgrade.blur();
      await userEvent.tab();
      await expect(upgrade).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onUpgrade).toHaveBeenCalledTimes(2);
    });
  },
};

export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "关闭提示" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(args.onUpgrade).not.toHaveBeenCalled();
  },
};

export const CustomCopy: Story = {
  args: { title: "试用期剩余 3 天", description: "试用结束后将切换为演示数据。", upgradeLabel: "续费会员", status: "info" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("试用期剩余 3 天");
    await userEvent.click(canvas.getByRole("button", { name: "续费会员" }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { dismissible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("status");
    await expect(alert).toHaveTextContent("You are viewing demo data");
    await expect(alert).toHaveTextContent("Become a member to see the real data of your linked accounts.");
    await userEvent.click(canvas.getByRole("button", { name: "Upgrade now" }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
