import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { ACCOUNT_GROUP_NAME_MAX_LENGTH, ACCOUNT_GROUP_REMARK_MAX_LENGTH, type AccountGroup } from "@cdp/contracts";
import { Field, TextField, useFormState } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { createAccountGroupInputSchema, useCreateAccountGroup } from "../api/create-account-group.ts";
import { useUpdateAccountGroup } from "../api/update-account-group.ts";
import { ColorSwatches } from "./color-swatches.tsx";

export type GroupDialogState = { mode: "create" } | { mode: "edit"; group: AccountGroup };

type GroupDialogProps = {
  /** Open while set: a new group, or the group to edit. */
  state: GroupDialogState | null;
  onClose: () => void;
};

/** 新建分组 / 编辑分组: name (required, at most 30), remark (at most 200) and one of ten colours. */
export function GroupDialog({ state, onClose }: GroupDialogProps) {
  return (
    <FormDialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && <GroupForm key={state.mode === "edit" ? state.group.id : "new"} state={state} onClose={onClose} />}
    </FormDialog>
  );
}

function GroupForm({ state, onClose }: { state: GroupDialogState; onClose: () => void }) {
  const { t } = useLingui();
  const editing = state.mode === "edit" ? state.group : null;
  const create = useCreateAccountGroup();
  const update = useUpdateAccountGroup();
  const form = useFormState({ name: editing?.name ?? "", remark: editing?.remark ?? "" }, { describeError: apiErrorMessage });
  const [color, setColor] = useState(editing?.color ?? 1);
  const saving = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(createAccountGroupInputSchema, { ...form.values, color });
    if (!data) return;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...data });
      else await create.mutateAsync(data);
      toaster.create({ type: "success", title: t`保存成功` });
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["name", "remark", "color"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    }
  };

  const remark = form.bind("remark");
  return (
    <DialogForm title={editing ? t`编辑分组` : t`新建分组`} submitLabel={t`保存`} submitting={saving} onSubmit={submit}>
      <TextField
        label={t`分组名称`}
        required
        placeholder={t`请输入分组名称`}
        maxLength={ACCOUNT_GROUP_NAME_MAX_LENGTH}
        autoFocus
        {...form.bind("name")}
      />
      <Field label={t`分组备注`} optionalText={t`（选填）`} errorText={remark.errorText}>
        <Textarea
          value={remark.value}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => form.setValues({ ...form.values, remark: event.target.value })}
          maxLength={ACCOUNT_GROUP_REMARK_MAX_LENGTH}
          rows={3}
        />
      </Field>
      <ColorSwatches value={color} onChange={setColor} />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
