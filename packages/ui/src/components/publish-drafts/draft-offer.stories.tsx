import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DraftOffer } from "./draft-offer";

const DRAFTS = [
  { id: 7, title: "双十二预热", accountCount: 5, mediaCount: 5, updatedAt: new Date(Date.now() - 5 * 60_000).toISOString() },
  { id: 6, title: "", accountCount: 1, mediaCount: 0, updatedAt: new Date(Date.now() - 48 * 3_600_000).toISOString() },
];

const meta = {
  title: "Publish/DraftOffer",
  component: DraftOffer,
  args: { drafts: DRAFTS, onContinue: fn(), onShowAll: fn(), onDismiss: fn() },
} satisfies Meta<typeof DraftOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("it names the last draft and how many there are", async () => {
      const offer = canvas.getByRole("status");
      await expect(offer).toHaveTextContent("你有 2 份未完成的草稿");
      await expect(offer).toHaveTextContent("最近一份：「双十二预热」");
    });
    await step("继续编辑 opens the last one, 查看全部草稿 the list, the close button starts afresh", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "继续编辑" }));
      await expect(args.onContinue).toHaveBeenCalledWith(DRAFTS[0]);
      await userEvent.click(canvas.getByRole("button", { name: "查看全部草稿" }));
      await expect(args.onShowAll).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole("button", { name: "开始新的发布" }));
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    });
  },
};

export const OneUntitled: Story = {
  args: { drafts: [DRAFTS[1]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("你有一份未完成的草稿");
    await expect(canvas.getByRole("status")).toHaveTextContent("「未命名草稿」");
    await expect(canvas.queryByRole("button", { name: "查看全部草稿" })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("You have 2 unfinished drafts");
    await expect(canvas.getByRole("button", { name: "Continue editing" })).toBeVisible();
  },
};
