import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { GROUP_NAME_MAX_LENGTH, groupInputSchema } from "@cdp/contracts";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { Field, TextField, useFormState } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { PlanSelect } from "../../../shared/components/plan-select/index.ts";
import { useCreateGroup } from "../api/groups.ts";

/** 新建用户组: name and the plan its members inherit. */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose(false)}>
      <CreateGroupForm onClose={onClose} />
    </FormDialog>
  );
}

function CreateGroupForm({ onClose }: { onClose: (created: boolean) => void }) {
  const { t } = useLingui();
  const create = useCreateGroup();
  const form = useFormState({ name: "", plan: "" }, { describeError: apiErrorMessage });
  const planField = form.bindValue("plan");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(groupInputSchema, { name: form.values.name, plan: form.values.plan || null });
    if (!data) return;
    try {
      await create.mutateAsync({ name: data.name, remark: data.remark, plan: data.plan });
      onClose(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["name"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`操作失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={t`新建用户组`} submitLabel={t`保存`} submitting={create.isPending} onSubmit={submit}>
      <TextField label={t`用户组名称`} required maxLength={GROUP_NAME_MAX_LENGTH} autoFocus {...form.bind("name")} />
      <Field label={t`组套餐（成员未单独设置时继承）`}>
        <PlanSelect value={planField.value} noneLabel={t`不设置`} onChange={planField.onChange} />
      </Field>
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
