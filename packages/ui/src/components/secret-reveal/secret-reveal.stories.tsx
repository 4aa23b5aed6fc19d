import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SecretReveal } from "./secret-reveal";

const SECRET = "cdp_Q2hlY2tNZVRoaXNJc0FUZXN0S2V5T25seUZvclRlc3Rz";

const meta = {
  title: "Feedback/SecretReveal",
  component: SecretReveal,
  args: {
    secret: SECRET,
    label: "新密钥",
    notice: "密钥只显示这一次，关闭后无法再次查看。请现在复制并妥善保存。",
    copyLabel: "复制密钥",
    copiedLabel: "已复制",
    copy: fn(async () => undefined),
    onCopied: fn(),
    onCopyFailed: fn(),
  },
} satisfies Meta<typeof SecretReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("shows the whole secret under its name, with why it is shown once", async () => {
      await expect(canvas.getByLabelText("新密钥")).toHaveTextContent(SECRET);
      await expect(canvas.getByText(/只显示这一次/)).toBeVisible();
    });
    await step("复制密钥 puts the secret on the clipboard and says so", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "复制密钥" }));
      await expect(args.copy).toHaveBeenCalledWith(SECRET);
      await waitFor(() => expect(canvas.getByRole("button", { name: "已复制" })).toBeVisible());
      await expect(args.onCopied).toHaveBeenCalledTimes(1);
    });
    await step("by keyboard too", async () => {
      canvas.getByRole("button", { name: "已复制" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(args.copy).toHaveBeenCalledTimes(2));
    });
  },
};

/** The clipboard refuses (no permission): the button does not claim success and the caller hears why. */
export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error("denied"))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "复制密钥" }));
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledTimes(1));
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "复制密钥" })).toBeVisible();
  },
};
