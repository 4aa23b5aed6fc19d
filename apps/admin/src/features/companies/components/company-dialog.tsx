import { ApiError, apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { COMPANY_KEY_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, type Company } from "@cdp/contracts";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { saveCompanyInputSchema, useSaveCompany } from "../api/save-company.ts";

export type CompanyDialogState = { mode: "create" } | { mode: "edit"; company: Company };

/** 新建企业 / 编辑企业: the company code (unique) and name. */
export function CompanyDialog({ state, onClose }: { state: CompanyDialogState | null; onClose: (saved: boolean) => void }) {
  return (
    <FormDialog open={state !== null} onOpenChange={(open) => !open && onClose(false)}>
      {state && <CompanyForm key={state.mode === "edit" ? state.company.id : "new"} state={state} onClose={onClose} />}
    </FormDialog>
  );
}

function CompanyForm({ state, onClose }: { state: CompanyDialogState; onClose: (saved: boolean) => void }) {
  const { t } = useLingui();
  const editing = state.mode === "edit" ? state.company : null;
  const save = useSaveCompany();
  const form = useFormState({ companyKey: editing?.companyKey ?? "", companyName: editing?.companyName ?? "" }, { describeError: apiErrorMessage });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(saveCompanyInputSchema, form.values);
    if (!data) return;
    try {
      const envelope = await save.mutateAsync(editing ? { id: editing.id, ...data } : data);
      toaster.create({ type: "success", title: envelope.msg || t`保存成功` });
      onClose(true);
    } catch (error) {
      // A taken code (409) belongs under the code field; other failures above the buttons.
      const fieldErrors = error instanceof ApiError && error.status === 409 ? { companyKey: error.message } : serverFieldErrors(error, ["companyKey", "companyName"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={editing ? t`编辑企业` : t`新建企业`} submitLabel={t`保存`} submitting={save.isPending} onSubmit={submit}>
      <TextField label={t`企业编码`} required placeholder={t`请输入企业编码`} maxLength={COMPANY_KEY_MAX_LENGTH} autoFocus {...form.bind("companyKey")} />
      <TextField label={t`企业名称`} required placeholder={t`请输入企业名称`} maxLength={COMPANY_NAME_MAX_LENGTH} {...form.bind("companyName")} />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
