import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoadFailure } from "./load-failure";

const meta = {
  title: "Feedback/LoadFailure",
  component: LoadFailure,
  args: { title: "用户组加载失败", message: "服务器开小差了，请稍后再试", onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("says what failed and why", async () => {
      const alert = canvas.getByRole("alert");
      await expect(alert).toHaveTextContent("用户组加载失败");
      await expect(alert).toHaveTextContent("服务器开小差了，请稍后再试");
    });
    await step("重试 by mouse and by keyboard", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "重试" }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
      canvas.getByRole("button", { name: "重试" }).focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onRetry).toHaveBeenCalledTimes(2);
    });
  },
};

/** Without a way to retry, only the message shows. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("用户组加载失败");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
