import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SecretField } from "./secret-field";

const SECRET = "whsec_c3RvcnlTZWNyZXRGb3JUZXN0czEyMzQ1Njc4";

const meta = {
  title: "Forms/SecretField",
  component: SecretField,
  args: { label: "签名密钥", prefix: "whsec_", onReveal: fn(async () => SECRET) },
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("hidden until asked, nothing fetched", async () => {
      await expect(canvas.getByLabelText("签名密钥")).not.toHaveTextContent(SECRET);
      await expect(canvas.getByLabelText("签名密钥")).toHaveTextContent(/^whsec_•+$/);
      await expect(args.onReveal).not.toHaveBeenCalled();
    });
    await step("显示 fetches it once and shows it; 隐藏 hides it again", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "显示" }));
      await waitFor(() => expect(canvas.getByLabelText("签名密钥")).toHaveTextContent(SECRET));
      await userEvent.click(canvas.getByRole("button", { name: "隐藏" }));
      await expect(canvas.getByLabelText("签名密钥")).not.toHaveTextContent(SECRET);
      canvas.getByRole("button", { name: "显示" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(canvas.getByLabelText("签名密钥")).toHaveTextContent(SECRET));
      await expect(args.onReveal).toHaveBeenCalledTimes(1);
    });
  },
};

/** A secret just made is shown at once, with no fetch. */
export const JustCreated: Story = {
  args: { secret: SECRET },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("签名密钥")).toHaveTextContent(SECRET);
    await expect(canvas.getByRole("button", { name: "隐藏" })).toBeVisible();
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

/** The fetch fails: it says so and stays hidden. */
export const RevealFails: Story = {
  args: { onReveal: fn(async () => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "显示" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("密钥读取失败，请稍后重试");
    await expect(canvas.getByLabelText("签名密钥")).not.toHaveTextContent(SECRET);
  },
};
