import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DraftMissingNotice } from "./draft-missing-notice";

const meta = {
  title: "Publish/DraftMissingNotice",
  component: DraftMissingNotice,
  args: { accountCount: 2, fileNames: ["开箱.mp4", "封面.jpg"], onDismiss: fn() },
} satisfies Meta<typeof DraftMissingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole("alert");
    await expect(notice).toHaveTextContent("2 个账号已解绑或不再可用");
    await expect(notice).toHaveTextContent("已删除的文件：开箱.mp4、封面.jpg");
    await userEvent.click(canvas.getByRole("button", { name: "关闭提示" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const OnlyFiles: Story = {
  args: { accountCount: 0, fileNames: ["开箱.mp4"] },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole("alert");
    await expect(notice).not.toHaveTextContent("个账号");
  },
};

export const NothingMissing: Story = {
  args: { accountCount: 0, fileNames: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole("alert");
    await expect(notice).toHaveTextContent("Accounts unbound or no longer available: 2");
    await expect(notice).toHaveTextContent("Deleted files: 开箱.mp4, 封面.jpg");
  },
};
