import { ApiError, apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import type { OperatorRow } from "@cdp/contracts";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { Field, PasswordField, TextField, useFormState } from "@cdp/ui/form-field";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { createOperatorInputSchema, updateOperatorInputSchema, useSaveOperator } from "../api/save-operator.ts";
import { CompanyPicker, type PickedCompany } from "./company-picker.tsx";

export type OperatorDialogState = { mode: "create" } | { mode: "edit"; operator: OperatorRow };

const FIELDS = ["email", "nickname", "mobile", "password"];

/** 新建用户 (invitation email or initial password) / 编辑资料 (nickname, mobile, company through 选择企业). */
export function OperatorDialog({ state, onClose }: { state: OperatorDialogState | null; onClose: () => void }) {
  return (
    <FormDialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && <OperatorForm key={state.mode === "edit" ? state.operator.id : "new"} state={state} onClose={onClose} />}
    </FormDialog>
  );
}

function OperatorForm({ state, onClose }: { state: OperatorDialogState; onClose: () => void }) {
  const { t } = useLingui();
  const editing = state.mode === "edit" ? state.operator : null;
  const save = useSaveOperator();
  const form = useFormState(
    { email: editing?.email ?? "", nickname: editing?.nickname ?? "", mobile: editing?.mobile ?? "", password: "" },
    { describeError: apiErrorMessage },
  );
  const [company, setCompany] = useState<PickedCompany | null>(editing?.company ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, nickname, mobile, password } = form.values;
    const companyId = company?.id ?? null;
    try {
      if (editing) {
        const data = form.validate(updateOperatorInputSchema, { id: editing.id, nickname, mobile: mobile.trim() || null, companyId });
        if (!data) return;
        toaster.create({ type: "success", title: (await save.mutateAsync({ update: data })).msg || t`保存成功` });
      } else {
        const data = form.validate(createOperatorInputSchema, { email, nickname, companyId, ...(mobile.trim() ? { mobile } : {}), ...(password ? { password } : {}) });
        if (!data) return;
        toaster.create({ type: "success", title: (await save.mutateAsync({ create: data })).msg || t`保存成功` });
      }
      onClose();
    } catch (error) {
      // A conflict is a taken email (creating) or mobile (editing): shown under that field.
      const conflict = error instanceof ApiError && error.status === 409 ? { [editing ? "mobile" : "email"]: error.message } : null;
      const fieldErrors = conflict ?? serverFieldErrors(error, FIELDS);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={editing ? t`编辑资料` : t`新建用户`} submitLabel={t`保存`} submitting={save.isPending} onSubmit={submit}>
      {editing ? (
        <Field label={t`邮箱`} helperText={t`邮箱是登录账号，不能修改`}>
          <Text>{editing.email}</Text>
        </Field>
      ) : (
        <TextField label={t`邮箱`} required type="email" autoComplete="off" placeholder={t`请输入邮箱`} autoFocus {...form.bind("email")} />
      )}
      <TextField label={t`昵称`} required placeholder={t`请输入昵称`} autoFocus={editing !== null} {...form.bind("nickname")} />
      <TextField label={t`手机号`} optionalText={t`（选填）`} inputMode="numeric" placeholder={t`请输入手机号`} {...form.bind("mobile")} />
      <Field label={t`企业`} optionalText={t`（选填）`}>
        <CompanyPicker value={company} onChange={setCompany} placeholder={t`选择企业`} />
      </Field>
      {editing ? null : (
        <PasswordField
          label={t`初始密码`}
          optionalText={t`（选填）`}
          autoComplete="new-password"
          helperText={t`留空则发送邀请邮件，由用户自己设置密码`}
          {...form.bind("password")}
        />
      )}
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
