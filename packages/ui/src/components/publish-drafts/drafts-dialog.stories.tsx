import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DraftsDialog } from "./drafts-dialog";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const DRAFTS = [
  { id: 3, title: "周末上新：三款新品开箱", accountCount: 12, mediaCount: 12, updatedAt: minutesAgo(2) },
  { id: 2, title: "", accountCount: 3, mediaCount: 0, updatedAt: minutesAgo(60 * 30) },
];

const meta = {
  title: "Publish/DraftsDialog",
  component: DraftsDialog,
  args: { open: true, onOpenChange: fn(), drafts: DRAFTS, currentId: null, onOpen: fn(), onDelete: fn(async () => {}) },
} satisfies Meta<typeof DraftsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await step("each draft says what it holds and when it was saved; one without a title is named so", async () => {
      const first = dialog.getByRole("listitem", { name: "周末上新：三款新品开箱" });
      await expect(first).toHaveTextContent("12 个账号 · 12 个文件");
      await expect(dialog.getByRole("listitem", { name: "未命名草稿" })).toHaveTextContent("3 个账号 · 0 个文件");
    });
    await step("打开 opens that draft", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "打开草稿「周末上新：三款新品开箱」" }));
      await expect(args.onOpen).toHaveBeenCalledWith(DRAFTS[0]);
    });
    await step("删除 asks once more, then deletes", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "删除草稿「未命名草稿」" }));
      await expect(args.onDelete).not.toHaveBeenCalled();
      await userEvent.click(dialog.getByRole("button", { name: "确认删除" }));
      await expect(args.onDelete).toHaveBeenCalledWith(DRAFTS[1]);
    });
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error("草稿不存在或已删除"))) },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await userEvent.click(dialog.getByRole("button", { name: "删除草稿「未命名草稿」" }));
    await userEvent.click(dialog.getByRole("button", { name: "确认删除" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("草稿不存在或已删除");
    await expect(dialog.getByRole("button", { name: "确认删除" })).toBeEnabled();
  },
};

export const CurrentDraft: Story = {
  args: { currentId: 3 },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await expect(dialog.getByRole("listitem", { name: "周末上新：三款新品开箱" })).toHaveTextContent("（正在编辑）");
    await expect(dialog.getByRole("button", { name: "打开草稿「周末上新：三款新品开箱」" })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { drafts: [] },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await expect(dialog.getByText("暂无草稿。编辑发布内容时会自动保存草稿。")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { drafts: undefined },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await expect(dialog.getByText("加载中…")).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { drafts: undefined, loadError: "网络异常", onRetry: fn() },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "草稿箱" }));
    await expect(dialog.getByText("网络异常")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Drafts" }));
    await expect(dialog.getByRole("listitem", { name: "Untitled draft" })).toHaveTextContent("Accounts: 3 · files: 0");
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
