import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A `DialogForm`. It mounts on open and unmounts on close, so its own state starts afresh every time. */
  children: ReactNode;
};

/** A centred dialog around one small form. */
export function FormDialog({ open, onOpenChange, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type DialogFormProps = {
  title: string;
  submitLabel: string;
  /** Shows the submit button loading while the call runs. */
  submitting: boolean;
  /** Called on the submit button and on Enter in a field. */
  onSubmit: (event: FormEvent) => void;
  /** The fields, the hints and the form failure. */
  children: ReactNode;
};

/** The form inside a `FormDialog`: title, fields, 取消 and the submit button. */
export function DialogForm({ title, submitLabel, submitting, onSubmit, children }: DialogFormProps) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button type="button" variant="outline">
            {t`取消`}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`关闭`} />
      </Dialog.CloseTrigger>
    </form>
  );
}
