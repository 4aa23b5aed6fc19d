import { Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A `DialogForm`. It mounts on open and unmounts on close, so its own state starts afresh every time. */
  children: ReactNode;
  /** @default "md" */
  size?: Dialog.RootProps["size"];
};

/** A centred dialog around one small form. */
export function FormDialog({ open, onOpenChange, children, size }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
