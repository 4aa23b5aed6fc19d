import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openDialogWith, renderControlledDialog, screenOf } from "../../storybook/dialog-story";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

const meta = {
  title: "Feedback/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: "升级套餐",
    message: "您当前使用的是免费版，部分功能受限。是否前往权限管理升级套餐？",
    confirmText: "去升级",
    cancelText: "暂不升级",
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "danger"] },
    title: { control: "text" },
    message: { control: "text" },
  },
  // Controlled like an app does it: a button opens it, the dialog asks to close.
  render: renderControlledDialog<ConfirmDialogProps>(ConfirmDialog, "打开对话框"),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openDialogWith(canvasElement, "打开对话框", { role: "alertdialog" });

/** The upgrade offer shown after a free-plan user logs in. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const dialog = await openDialog(canvasElement);

    await step("an alertdialog named by its title and described by its message", async () => {
      await expect(dialog).toHaveAccessibleName("升级套餐");
      await expect(dialog).toHaveAccessibleDescription("您当前使用的是免费版，部分功能受限。是否前往权限管理升级套餐？");
    });
    await step("confirming runs the action and closes", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "去升级" }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
  },
};

/** Without labels it says 确定 / 取消; both the cancel button and Esc call onCancel. */
export const DefaultLabels: Story = {
  args: { title: "提示", message: "确定要退出登录吗？", confirmText: undefined, cancelText: undefined },
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);

    await step("the cancel button backs out", async () => {
      const dialog = await openDialog(canvasElement);
      await expect(within(dialog).getByRole("button", { name: "确定" })).toBeVisible();
      await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    });
    await step("so does Esc", async () => {
      await openDialog(canvasElement);
      await userEvent.keyboard("{Escape}");
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
  },
};

/**
 * Keyboard: focus starts on cancel (an accidental Enter does not confirm), Tab stays inside, Enter on
 * the confirm button confirms. Browser only: jsdom has no layout, so the focus trap finds nothing
 * tabbable there and leaves focus where it was.
 */
export const Keyboard: Story = {
  tags: ["browser-only"],
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const cancel = within(dialog).getByRole("button", { name: "暂不升级" });
    const confirm = within(dialog).getByRole("button", { name: "去升级" });

    await step("focus starts on the safe choice", async () => {
      await waitFor(() => expect(cancel).toHaveFocus());
    });
    await step("Tab moves to confirm and wraps around inside the dialog", async () => {
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
    });
    await step("Enter on confirm confirms", async () => {
      await userEvent.tab();
      await userEvent.keyboard("{Enter}");
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

let finishDelete: () => void = () => {};

/** A destructive action: red, and busy while the injected delete runs. */
export const Danger: Story = {
  args: {
    tone: "danger",
    title: "删除分组",
    message: "删除后分组内的账号将移出该分组，此操作不可恢复。",
    confirmText: "删除",
    cancelText: "取消",
    onConfirm: fn(() => new Promise<void>((resolve) => (finishDelete = resolve))),
  },
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole("button", { name: "删除" });

    await step("while the action runs both buttons are disabled and Esc does nothing", async () => {
      await userEvent.click(confirm);
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(confirm).toBeDisabled());
      await expect(within(dialog).getByRole("button", { name: "取消" })).toBeDisabled();
      await expect(dialog).toHaveAttribute("aria-busy", "true");
      await userEvent.keyboard("{Escape}");
      await expect(screen.getByRole("alertdialog")).toBeVisible();
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step("when it finishes the dialog closes", async () => {
      finishDelete();
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

let attempts = 0;

/** The action fails: the dialog stays open with the error; a retry that works closes it. */
export const Failure: Story = {
  args: {
    tone: "danger",
    title: "解绑账号",
    message: "解绑后将无法再向该账号发布内容。",
    confirmText: "解绑",
    cancelText: "取消",
    onConfirm: fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("网络异常，请稍后重试");
    }),
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const dialog = await openDialog(canvasElement);

    await step("the thrown error's message is shown and the dialog stays open", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "解绑" }));
      await expect(await within(dialog).findByRole("alert")).toHaveTextContent("网络异常，请稍后重试");
      await expect(within(dialog).getByRole("button", { name: "解绑" })).toBeEnabled();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
    await step("trying again clears the error and, this time, closes", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "解绑" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    });
    await step("opened again, the old error is gone", async () => {
      const reopened = await openDialog(canvasElement);
      await expect(within(reopened).queryByRole("alert")).toBeNull();
    });
  },
};

/** Something that is not an Error is thrown: a general message stands in. */
export const FailureWithoutMessage: Story = {
  args: {
    title: "提示",
    message: "确定要重发该任务吗？",
    confirmText: "重发任务",
    cancelText: undefined,
    onConfirm: fn(() => Promise.reject("timeout")),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "重发任务" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("操作失败，请稍后重试");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: {
    title: "Sign out",
    message: "Do you want to sign out?",
    confirmText: undefined,
    cancelText: undefined,
    onConfirm: fn(() => Promise.reject(null)),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong. Please try again later.");
  },
};
