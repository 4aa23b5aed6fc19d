import { apiErrorMessage } from "@cdp/api-client";
import { ACCOUNT_REMARK_MAX_LENGTH, type PlatformAccount } from "@cdp/contracts";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { serverFieldErrors } from "./server-field-errors.ts";
import { updateAccountRemarkInputSchema, useUpdateAccountRemark } from "../api/update-account-remark.ts";

type RemarkDialogProps = {
  /** The account being renamed; the dialog is open while it is set. */
  account: PlatformAccount | null;
  onClose: () => void;
};

/** 编辑昵称: the operator's own name for an account (at most 50 characters). */
export function RemarkDialog({ account, onClose }: RemarkDialogProps) {
  return (
    <Dialog.Root open={account !== null} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Keyed by account: each opening starts from that account's current remark. */}
          <Dialog.Content>{account && <RemarkForm key={account.id} account={account} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RemarkForm({ account, onClose }: { account: PlatformAccount; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateAccountRemark();
  const form = useFormState({ remark: account.remark }, { describeError: apiErrorMessage });
  const [saving, setSaving] = useState(false);
  const max = ACCOUNT_REMARK_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(updateAccountRemarkInputSchema, form.values);
    if (!data) return;
    setSaving(true);
    try {
      await update.mutateAsync({ id: account.id, ...data });
      toaster.create({ type: "success", title: t`昵称已保存` });
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["remark"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Header>
        <Dialog.Title>{t`编辑昵称`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <TextField
            label={t`账号昵称`}
            placeholder={t`给账号起一个便于识别的昵称`}
            maxLength={ACCOUNT_REMARK_MAX_LENGTH}
            helperText={t`最多${max}个字符，仅自己可见`}
            autoFocus
            {...form.bind("remark")}
          />
          <FormFailure message={form.failure} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button type="button" variant="outline">
            {t`取消`}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={saving}>
          {t`保存`}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`关闭`} />
      </Dialog.CloseTrigger>
    </form>
  );
}
