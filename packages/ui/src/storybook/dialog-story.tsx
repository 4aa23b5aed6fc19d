import { Button } from "@chakra-ui/react";
import { useState, type ComponentType } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

type ControlledDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A story `render` that controls the dialog like an app does: a button labelled `openerLabel` opens
 * it, and when the dialog asks to open or close the state follows and `args.onOpenChange` is told.
 */
export function renderControlledDialog<Props extends ControlledDialogProps>(
  Dialog: ComponentType<Props>,
  openerLabel: string,
) {
  return function Controlled(args: Props) {
    const [open, setOpen] = useState(args.open);
    const onOpenChange = (next: boolean) => {
      setOpen(next);
      args.onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
        <Dialog {...args} open={open} onOpenChange={onOpenChange} />
      </>
    );
  };
}

/** Dialogs render in a portal, outside the story's canvas: query the whole document. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export type DialogQuery = {
  /** @default "dialog" */
  role?: "dialog" | "alertdialog";
  /** The dialog's accessible name, when it must match. */
  name?: string;
};

/**
 * Finds the open dialog and waits until it is ready for a keyboard user: its opening animation done
 * (so visibility checks see the finished dialog) and focus inside it. A dialog starts listening for
 * Escape a frame or two after it appears (the dismissable layer is deferred), before it takes focus;
 * on a busy machine an Escape pressed as soon as it appeared was lost and the dialog stayed open.
 */
export async function findDialog(canvasElement: HTMLElement, { role = "dialog", name }: DialogQuery = {}) {
  const dialog = await screenOf(canvasElement).findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return dialog;
}

/** Clicks the story's opener button (see `renderControlledDialog`) and returns the dialog once it is open. */
export async function openDialogWith(canvasElement: HTMLElement, openerLabel: string, query: DialogQuery = {}) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: openerLabel }));
  return findDialog(canvasElement, query);
}
