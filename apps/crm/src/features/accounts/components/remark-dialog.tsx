import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { ACCOUNT_REMARK_MAX_LENGTH, type PlatformAccount } from "@cdp/contracts";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { updateAccountRemarkInputSchema, useUpdateAccountRemark } from "../api/update-account-remark.ts";

type RemarkDialogProps = {
  /** The account being renamed; the dialog is open while it is set. */
  account: PlatformAccount | null;
  onClose: () => void;
};

/** 编辑昵称: the operator's own name for an account (at most 50 characters). */
export function RemarkDialog({ account, onClose }: RemarkDialogProps) {
  return (
    <FormDialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by account: each opening starts from that account's current remark. */}
      {account && <RemarkForm key={account.id} account={account} onClose={onClose} />}
    </FormDialog>
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
    <DialogForm title={t`编辑昵称`} submitLabel={t`保存`} submitting={saving} onSubmit={submit}>
      <TextField
        label={t`账号昵称`}
        placeholder={t`给账号起一个便于识别的昵称`}
        maxLength={ACCOUNT_REMARK_MAX_LENGTH}
        helperText={t`最多${max}个字符，仅自己可见`}
        autoFocus
        {...form.bind("remark")}
      />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
