import { Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type FormDialogProps = Omit<Dialog.RootProps, "open" | "onOpenChange" | "children"> & {
  open: boolean;
  /** Called with `false` on 取消, the close button, Esc or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** A `DialogForm`. It mounts on open and unmounts on close, so its own state starts afresh every time. */
  children: ReactNode;
};

/** A centred dialog around one small form. */
export function FormDialog({ open, onOpenChange, children, ...rootProps }: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
