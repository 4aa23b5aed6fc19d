import { Button, CloseButton, Dialog, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";

export type DialogFormProps = {
  title: string;
  submitLabel: string;
  /** Shows the submit button loading while the call runs. */
  submitting: boolean;
  /** Called on the submit button and on Enter in a field. */
  onSubmit: (event: FormEvent) => void;
  /**
   * The cancel button's text.
   * @default "取消" (translated)
   */
  cancelText?: string;
  /**
   * Keeps the submit button disabled, e.g. while a field breaks a rule shown under it.
   * @default false
   */
  submitDisabled?: boolean;
  /** The fields, the hints and the form failure. */
  children: ReactNode;
};

/** The form inside a `FormDialog`: title, fields, 取消 and the submit button. */
export function DialogForm({ title, submitLabel, submitting, onSubmit, cancelText, submitDisabled = false, children }: DialogFormProps) {
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
            {cancelText ?? t`取消`}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`关闭`} />
      </Dialog.CloseTrigger>
    </form>
  );
}
