import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ResendEditDialog, type ResendEditDialogProps } from "./resend-edit-dialog";

const tiktokOptions = { privacy: "public" as const, tags: ["新品"], allowComment: true, allowDuet: false, allowStitch: false };

const meta = {
  title: "Publishing/ResendEditDialog",
  component: ResendEditDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: "重发到 美妆小店",
    message: "修改后重新发布，之前的尝试会保留在记录中。",
    initial: { title: "春季新品", description: "限时折扣", options: tiktokOptions },
    targets: [{ accountName: "美妆小店", platform: "tiktok", kind: "video" }],
    onResend: fn(async () => {}),
  },
  // Controlled like the task card: a button opens it, a resend or 取消 closes it.
  render: function Controlled({ open: initiallyOpen, onOpenChange, ...args }: ResendEditDialogProps) {
    const [open, setOpen] = useState(initiallyOpen);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>重发</Button>
        <ResendEditDialog {...args} open={open} onOpenChange={change} />
      </>
    );
  },
} satisfies Meta<typeof ResendEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /重发|Resend/ }));
  const dialog = await screenOf(canvasElement).findByRole("dialog", { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Pre-filled with what failed; only what the operator changes is sent, and the dialog closes. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "重发到 美妆小店");
    await step("the fields hold what the failed attempt sent", async () => {
      await expect(dialog.getByLabelText("标题")).toHaveValue("春季新品");
      await expect(dialog.getByLabelText("描述")).toHaveValue("限时折扣");
      await expect(dialog.getByLabelText("标签")).toHaveValue("新品");
      await expect(dialog.getByRole("combobox", { name: "谁可以观看此作品" })).toHaveValue("public");
      await expect(dialog.getByRole("checkbox", { name: "评论" })).toBeChecked();
    });
    await step("a new title and privacy go out, the untouched description does not", async () => {
      const title = dialog.getByLabelText("标题");
      await userEvent.clear(title);
      await userEvent.type(title, "春季新品 第二版");
      await userEvent.selectOptions(dialog.getByRole("combobox", { name: "谁可以观看此作品" }), "friends");
      await userEvent.click(dialog.getByRole("button", { name: "重发" }));
      await expect(args.onResend).toHaveBeenCalledWith({ title: "春季新品 第二版", options: { ...tiktokOptions, privacy: "friends" } });
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** A YouTube title with < breaks its rule: the message is under the field and 重发 waits until it is fixed; the keyboard sends it. */
export const BreaksARule: Story = {
  args: {
    title: "重发任务",
    message: "将修改后重新发布本任务中 2 个失败的目标；不修改的内容保持各目标原样。",
    initial: { title: "新品 <限时>", description: "", options: { ...tiktokOptions, tags: [] } },
    targets: [
      { accountName: "频道 A", platform: "youtube", kind: "video" },
      { accountName: "频道 B", platform: "youtube", kind: "video" },
    ],
  },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "重发任务");
    const title = dialog.getByLabelText("标题");
    const resend = dialog.getByRole("button", { name: "重发" });
    await step("the rule's message is the title's error and 重发 is disabled", async () => {
      await expect(title).toHaveAccessibleErrorMessage("YouTube 标题须为1-100个字符，且不能包含 < 或 >");
      await expect(resend).toBeDisabled();
      await expect(dialog.getByRole("combobox", { name: "公开范围" })).toBeVisible();
      await expect(dialog.queryByRole("checkbox", { name: "评论" })).toBeNull();
    });
    await step("fixed with the keyboard, the error goes and Enter resends", async () => {
      title.focus();
      await userEvent.clear(title);
      await userEvent.keyboard("新品限时{Enter}");
      await expect(title).not.toHaveAttribute("aria-invalid", "true");
      await expect(args.onResend).toHaveBeenCalledWith({ title: "新品限时" });
    });
  },
};

/** A 需核实 target: 重发 waits until the operator says the post is not on the platform. */
export const NeedsCheck: Story = {
  args: { needsCheck: true },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "重发到 美妆小店");
    const resend = dialog.getByRole("button", { name: "已核实不存在，重发" });
    await step("disabled until the check is ticked", async () => {
      await expect(resend).toBeDisabled();
      await userEvent.click(dialog.getByRole("checkbox", { name: "我已到平台核实，帖子确实不存在" }));
      await expect(resend).toBeEnabled();
    });
    await step("nothing edited: nothing but the resend is sent", async () => {
      await userEvent.click(resend);
      await expect(args.onResend).toHaveBeenCalledWith({});
    });
  },
};

/** The server refuses (e.g. a privacy the creator does not allow): its reason shows and the dialog stays open. */
export const Refused: Story = {
  args: { onResend: fn(async () => Promise.reject(new Error("账号 美妆小店 不允许该可见范围"))) },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "重发到 美妆小店");
    await step("the reason is an alert in the dialog", async () => {
      await userEvent.selectOptions(dialog.getByRole("combobox", { name: "谁可以观看此作品" }), "private");
      await userEvent.click(dialog.getByRole("button", { name: "重发" }));
      await expect(await dialog.findByRole("alert")).toHaveTextContent("账号 美妆小店 不允许该可见范围");
      await expect(screenOf(canvasElement).getByRole("dialog")).toBeVisible();
    });
  },
};

/** In English the fields, the rule's message and the button follow the language. */
export const English: Story = {
  globals: { locale: "en" },
  args: { title: "Resend to Beauty shop", message: undefined, initial: { title: "", description: "", options: tiktokOptions } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Resend to Beauty shop");
    await expect(dialog.getByLabelText(/Title/)).toHaveAccessibleErrorMessage("Please enter a title");
    await expect(dialog.getByRole("button", { name: "Resend" })).toBeDisabled();
  },
};
