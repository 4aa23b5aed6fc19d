import { Box, HStack, Input } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { VerificationCodeButton } from "./verification-code-button";

let finishRequest: () => void = () => {};

const meta = {
  title: "Forms/VerificationCodeButton",
  component: VerificationCodeButton,
  args: { onRequest: fn(async () => {}) },
  argTypes: { seconds: { control: { type: "number", min: 1 } } },
} satisfies Meta<typeof VerificationCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full cycle with the spec's 60 seconds: getting, then counting, and never a second request. */
export const Default: Story = {
  args: { onRequest: fn(() => new Promise<void>((resolve) => (finishRequest = resolve))) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "获取验证码" });

    await step("clicking sends once and says 获取中...", async () => {
      await userEvent.click(button);
      await expect(args.onRequest).toHaveBeenCalledOnce();
      await expect(button).toHaveAccessibleName("获取中...");
      await expect(button).toHaveAttribute("aria-disabled", "true");
    });
    await step("a double click while getting sends nothing more", async () => {
      await userEvent.dblClick(button);
      await expect(args.onRequest).toHaveBeenCalledOnce();
    });
    await step("when the code is sent the 60-second countdown starts", async () => {
      finishRequest();
      await waitFor(() => expect(button).toHaveAccessibleName("60s 后重新获取"));
      await expect(button).toHaveAttribute("aria-disabled", "true");
    });
    await step("a double click while counting sends nothing more", async () => {
      await userEvent.dblClick(button);
      await expect(args.onRequest).toHaveBeenCalledOnce();
    });
    await step("it counts down second by second", async () => {
      await waitFor(() => expect(button).toHaveAccessibleName("59s 后重新获取"), { timeout: 2500 });
    });
  },
};

/** A 2-second countdown runs out and the label comes back, ready to send again. */
export const CountdownEnds: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "获取验证码" });

    await step("counting from the given number of seconds", async () => {
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAccessibleName("2s 后重新获取"));
      await waitFor(() => expect(button).toHaveAccessibleName("1s 后重新获取"), { timeout: 2500 });
    });
    await step("then back to the label, enabled", async () => {
      await waitFor(() => expect(button).toHaveAccessibleName("获取验证码"), { timeout: 2500 });
      await expect(button).not.toHaveAttribute("aria-disabled");
    });
    await step("and a new code can be requested", async () => {
      await userEvent.click(button);
      await expect(args.onRequest).toHaveBeenCalledTimes(2);
    });
  },
};

/** The request fails: straight back to the label, nothing else shown (the page shows the server's message). */
export const RequestFails: Story = {
  args: { onRequest: fn(() => Promise.reject(new Error("邮箱格式不正确"))) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "获取验证码" });

    await step("the label comes back at once, with no countdown and no message", async () => {
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAccessibleName("获取验证码"));
      await expect(button).not.toHaveAttribute("aria-disabled");
      await expect(canvas.queryByText(/重新获取/)).toBeNull();
      await expect(canvas.queryByText("邮箱格式不正确")).toBeNull();
    });
    await step("and it can be tried again", async () => {
      await userEvent.click(button);
      await expect(args.onRequest).toHaveBeenCalledTimes(2);
    });
  },
};

/** Reachable and pressed with the keyboard; focus stays on it through the countdown. */
export const Keyboard: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "获取验证码" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(button).toHaveAccessibleName("2s 后重新获取"));
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onRequest).toHaveBeenCalledOnce();
  },
};

/** Disabled by the form, e.g. until the email address is valid. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "获取验证码" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** Next to the code input, as on the register page. */
export const InAForm: Story = {
  args: { seconds: 2 },
  render: (args) => (
    <Box maxWidth="sm">
      <HStack gap="2">
        <Input aria-label="邮箱验证码" placeholder="请输入验证码" />
        <VerificationCodeButton {...args} />
      </HStack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "邮箱验证码" }), "482913");
    await expect(canvas.getByRole("textbox", { name: "邮箱验证码" })).toHaveValue("482913");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { seconds: 2, onRequest: fn(() => new Promise<void>((resolve) => (finishRequest = resolve))) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Get code" });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Sending…");
    finishRequest();
    await waitFor(() => expect(button).toHaveAccessibleName("Resend in 2s"));
  },
};
