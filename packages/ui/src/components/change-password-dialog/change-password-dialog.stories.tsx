import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openDialogWith, renderControlledDialog, screenOf } from "../../storybook/dialog-story";
import { ChangePasswordDialog, type ChangePasswordDialogProps } from "./change-password-dialog";

const meta = {
  title: "Dialogs/ChangePasswordDialog",
  component: ChangePasswordDialog,
  args: { open: false, onOpenChange: fn(), onSubmit: fn(async () => {}), onChanged: fn() },
  // Controlled like an app does it: the user menu's 修改密码 opens it.
  render: renderControlledDialog<ChangePasswordDialogProps>(ChangePasswordDialog, "打开修改密码"),
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement, name = "修改密码") => openDialogWith(canvasElement, "打开修改密码", { name });

async function fillIn(dialog: HTMLElement, [oldPassword, newPassword, confirmPassword]: [string, string, string]) {
  await userEvent.type(within(dialog).getByLabelText("原密码"), oldPassword);
  await userEvent.type(within(dialog).getByLabelText("新密码"), newPassword);
  await userEvent.type(within(dialog).getByLabelText("确认新密码"), confirmPassword);
  await userEvent.click(within(dialog).getByRole("button", { name: "确认修改" }));
}

/** The right passwords: they are sent, then the caller hears the change went through. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);

    await step("three labelled password fields and the warning about signing in again", async () => {
      await expect(within(dialog).getByText("修改后所有已登录的设备都需要使用新密码重新登录。")).toBeVisible();
      await expect(within(dialog).getByLabelText("原密码")).toHaveAttribute("autocomplete", "current-password");
      await expect(within(dialog).getByLabelText("新密码")).toHaveAttribute("autocomplete", "new-password");
      await expect(within(dialog).getByLabelText("确认新密码")).toHaveAttribute("autocomplete", "new-password");
    });
    await step("submitting sends the current and the new password, then calls onChanged", async () => {
      await fillIn(dialog, ["Oldpassw0rd", "Newpassw0rd", "Newpassw0rd"]);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: "Oldpassw0rd", newPassword: "Newpassw0rd" });
      await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    });
  },
};

/** Empty and too weak: the shared rules from @cdp/contracts speak, and nothing is sent. */
export const ValidationMessages: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);

    await step("empty fields each say what is missing", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "确认修改" }));
      await waitFor(() => expect(within(dialog).getByLabelText("原密码")).toHaveAccessibleErrorMessage("请输入密码"));
      await expect(within(dialog).getByLabelText("新密码")).toHaveAccessibleErrorMessage("请输入密码");
      await expect(within(dialog).getByLabelText("确认新密码")).toHaveAccessibleErrorMessage("请再次输入新密码");
    });
    await step("a weak new password gets the shared rule's message", async () => {
      await fillIn(dialog, ["Oldpassw0rd", "short", "short"]);
      await waitFor(() =>
        expect(within(dialog).getByLabelText("新密码")).toHaveAccessibleErrorMessage("密码至少8位，且须同时包含字母和数字"),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** The confirmation differs from the new password: said on the confirmation field. */
export const Mismatch: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog, ["Oldpassw0rd", "Newpassw0rd", "Otherpassw0rd"]);
    await waitFor(() => expect(within(dialog).getByLabelText("确认新密码")).toHaveAccessibleErrorMessage("两次输入的新密码不一致"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server says no: its message is the form failure, the dialog stays open, onChanged is not called. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error("原密码错误"))) },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);

    await step("the rejection's message is announced", async () => {
      await fillIn(dialog, ["Wrongpassw0rd", "Newpassw0rd", "Newpassw0rd"]);
      await expect(await within(dialog).findByRole("alert")).toHaveTextContent("原密码错误");
      await expect(within(dialog).getByRole("button", { name: "确认修改" })).toBeEnabled();
      await expect(args.onChanged).not.toHaveBeenCalled();
    });
    await step("Esc closes, and opened again the failure is gone", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
      const reopened = await openDialog(canvasElement);
      await expect(within(reopened).queryByRole("alert")).toBeNull();
      await expect(within(reopened).getByLabelText("原密码")).toHaveValue("");
    });
  },
};

/** `describeError` keeps a network error's raw text out: the general message stands in. */
export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new TypeError("Failed to fetch"))), describeError: (_error, fallback) => fallback },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fillIn(dialog, ["Oldpassw0rd", "Newpassw0rd", "Newpassw0rd"]);
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("修改失败，请稍后重试");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Change password");
    await userEvent.type(within(dialog).getByLabelText("Current password"), "Oldpassw0rd");
    await userEvent.type(within(dialog).getByLabelText("New password"), "Newpassw0rd");
    await userEvent.type(within(dialog).getByLabelText("Confirm new password"), "Other");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save new password" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Confirm new password")).toHaveAccessibleErrorMessage("The two new passwords do not match"),
    );
  },
};
