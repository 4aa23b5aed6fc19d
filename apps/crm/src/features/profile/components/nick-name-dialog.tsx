import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { TextField } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useSignedInUser } from "../../../shared/session/index.ts";
import { updateNickNameInputSchema, useUpdateNickName } from "../api/update-nick-name.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";

type NickNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 修改昵称: the operator's display name in the header, 1–20 characters. */
export function NickNameDialog({ open, onOpenChange }: NickNameDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <NickNameForm onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function NickNameForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const update = useUpdateNickName();
  const form = useProfileForm({ nickName: useSignedInUser()?.nickName ?? "" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(updateNickNameInputSchema, form.values);
    if (!data) return;
    try {
      await update.mutateAsync(data);
    } catch (error) {
      form.fail(error, t`修改失败，请稍后重试`);
      return;
    }
    toaster.create({ type: "success", title: t`昵称已修改` });
    onSaved();
  };

  return (
    <DialogForm title={t`修改昵称`} submitLabel={t`保存`} submitting={update.isPending} onSubmit={submit}>
      <TextField label={t`昵称`} placeholder={t`请输入昵称`} autoComplete="nickname" {...form.bind("nickName")} />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
