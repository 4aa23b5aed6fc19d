import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadToasterView, Toaster, toaster } from "./toaster";

const meta = {
  title: "Feedback/Toaster",
  component: Toaster,
  // The view loads on demand (as in the apps); the story waits for it, not for a toast to appear.
  loaders: [async () => ({ view: await loadToasterView() })],
  render: () => (
    <>
      <Button onClick={() => toaster.create({ type: "success", title: "验证码已发送", description: "请查收邮件" })}>
        发送验证码
      </Button>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    toaster.remove();

    await step("a queued toast shows its title and description", async () => {
      await userEvent.click(body.getByRole("button", { name: "发送验证码" }));
      await waitFor(() => expect(body.getByText("验证码已发送")).toBeVisible());
      await expect(body.getByText("请查收邮件")).toBeVisible();
    });
    await step("the keyboard reaches the trigger too", async () => {
      toaster.remove();
      await waitFor(() => expect(body.queryByText("验证码已发送")).toBeNull());
      const button = body.getByRole("button", { name: "发送验证码" });
      button.focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(body.getByText("验证码已发送")).toBeVisible());
      toaster.remove();
    });
  },
};
