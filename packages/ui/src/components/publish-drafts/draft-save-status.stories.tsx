import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DraftSaveStatus } from "./draft-save-status";

const meta = {
  title: "Publish/DraftSaveStatus",
  component: DraftSaveStatus,
  args: { state: { kind: "saved", at: new Date(2026, 10, 27, 22, 31).toISOString() }, onRetry: fn() },
} satisfies Meta<typeof DraftSaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/草稿已保存 (11\/27 )?22:31/);
  },
};

export const Saving: Story = {
  args: { state: { kind: "saving" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("正在保存草稿…");
  },
};

export const Failed: Story = {
  args: { state: { kind: "failed", message: "网络异常" } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("草稿保存失败");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Idle: Story = {
  args: { state: { kind: "idle" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { state: { kind: "failed", message: "Network error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("The draft was not saved");
  },
};
