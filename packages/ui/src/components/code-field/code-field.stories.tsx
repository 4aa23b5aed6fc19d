import { Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CodeField } from "./code-field";

const meta = {
  title: "Forms/CodeField",
  component: CodeField,
  args: { label: "验证码", placeholder: "请输入邮箱验证码", onChange: fn(), onRequestCode: fn(async () => {}) },
  argTypes: { label: { control: "text" }, errorText: { control: "text" }, seconds: { control: { type: "number", min: 1 } } },
  decorators: [
    (Story) => (
      <Stack maxWidth="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "验证码" });

    await step("the label names a six-digit one-time-code input", async () => {
      await expect(input).toHaveAttribute("autocomplete", "one-time-code");
      await expect(input).toHaveAttribute("maxlength", "6");
      await expect(input).not.toHaveAttribute("aria-invalid");
    });
    await step("the input takes typing", async () => {
      await userEvent.type(input, "123456");
      await expect(input).toHaveValue("123456");
      await expect(args.onChange).toHaveBeenCalled();
    });
    await step("the button beside it asks for a code, from the keyboard too", async () => {
      await userEvent.tab();
      const button = canvas.getByRole("button", { name: "获取验证码" });
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onRequestCode).toHaveBeenCalledOnce();
      await waitFor(() => expect(button).toHaveAccessibleName("60s 后重新获取"));
    });
  },
};

export const WithError: Story = {
  args: { errorText: "请输入验证码" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "验证码" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleErrorMessage("请输入验证码");
  },
};

/** When sending fails the button comes back at once; showing why is the caller's job. */
export const RequestFails: Story = {
  args: { onRequestCode: fn(async () => Promise.reject(new Error("invalid email"))) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "获取验证码" });
    await userEvent.click(button);
    await expect(args.onRequestCode).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveAccessibleName("获取验证码"));
    await expect(button).not.toHaveAttribute("aria-disabled");
  },
};
