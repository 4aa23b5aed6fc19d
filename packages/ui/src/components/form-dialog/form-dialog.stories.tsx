import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type FormEvent } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog, screenOf } from "../../storybook/dialog-story";
import { TextField } from "../form-field";
import { DialogForm } from "./dialog-form";
import { FormDialog, type FormDialogProps } from "./form-dialog";

type StoryArgs = FormDialogProps & {
  /** What the demo form saves; the dialog closes when it resolves. */
  onSave: (name: string) => Promise<void>;
};

/** A one-field form like the apps' 新建分组: a required name, saved through `onSave`. */
function GroupForm({ onSave }: Pick<StoryArgs, "onSave">) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("请输入分组名称");
    setError(undefined);
    setSaving(true);
    try {
      await onSave(name.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm title="新建分组" submitLabel="保存" submitting={saving} onSubmit={submit}>
      <TextField label="分组名称" placeholder="请输入分组名称" value={name} onChange={(event) => setName(event.target.value)} errorText={error} />
    </DialogForm>
  );
}

const meta = {
  title: "Dialogs/FormDialog",
  component: FormDialog,
  // `children` is the demo form below, so the arg stays empty.
  args: { open: false, onOpenChange: fn(), onSave: fn(async () => {}), children: null },
  // Controlled like an app does it: a button opens it, the dialog asks to close, a save closes it.
  render: function Controlled({ onSave, onOpenChange, open: initiallyOpen, children: _children, ...rootProps }: StoryArgs) {
    const [open, setOpen] = useState(initiallyOpen);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>新建分组</Button>
        <FormDialog {...rootProps} open={open} onOpenChange={change}>
          <GroupForm
            onSave={async (name) => {
              await onSave(name);
              change(false);
            }}
          />
        </FormDialog>
      </>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;


async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "新建分组" }));
  return findDialog(canvasElement, { name: "新建分组" });
}

/** Filled in and saved: the form's value reaches the caller and the dialog closes. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);

    await step("a dialog named by its title, with 取消, 保存 and a labelled close button", async () => {
      await expect(within(dialog).getByRole("button", { name: "取消" })).toBeVisible();
      await expect(within(dialog).getByRole("button", { name: "保存" })).toBeVisible();
      await expect(within(dialog).getByRole("button", { name: "关闭" })).toBeVisible();
    });
    await step("saving passes the value on and closes the dialog", async () => {
      await userEvent.type(within(dialog).getByLabelText("分组名称"), "  美妆  ");
      await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
      await expect(args.onSave).toHaveBeenCalledWith("美妆");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step("opened again, the form starts empty", async () => {
      const reopened = await openDialog(canvasElement);
      await expect(within(reopened).getByLabelText("分组名称")).toHaveValue("");
    });
  },
};

/** Submitted empty: the field's error shows on the field and nothing is saved. */
export const WithFieldErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const name = within(dialog).getByLabelText("分组名称");

    await step("the error is the field's accessible error message", async () => {
      await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
      await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
      await expect(name).toHaveAccessibleErrorMessage("请输入分组名称");
      await expect(args.onSave).not.toHaveBeenCalled();
      await expect(dialog).toBeVisible();
    });
    await step("fixed and saved, the error goes and the dialog closes", async () => {
      await userEvent.type(name, "数码");
      await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
      await expect(args.onSave).toHaveBeenCalledWith("数码");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

let finishSave: () => void = () => {};

/** While the save runs the submit button is busy, so a second click sends nothing. */
export const PendingSubmit: Story = {
  args: { onSave: fn(() => new Promise<void>((resolve) => (finishSave = resolve))) },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByLabelText("分组名称"), "美妆");
    const save = within(dialog).getByRole("button", { name: "保存" });

    await step("the submit button is disabled while the save runs", async () => {
      await userEvent.click(save);
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.click(save);
      await expect(args.onSave).toHaveBeenCalledOnce();
    });
    await step("when it finishes the dialog closes", async () => {
      finishSave();
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** Keyboard: Enter in a field submits, Esc closes without saving. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);

    await step("Esc closes without saving", async () => {
      await openDialog(canvasElement);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step("Enter in the field submits the form", async () => {
      const dialog = await openDialog(canvasElement);
      await userEvent.type(within(dialog).getByLabelText("分组名称"), "数码{Enter}");
      await expect(args.onSave).toHaveBeenCalledWith("数码");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
  },
};

/** Built-in text follows the language: Cancel and Close in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};
