import { FormFailure } from "@cdp/ui/form-failure";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { PhoneCodeFields } from "../../../shared/components/phone-code-fields/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRefreshUserInfo, useSignedInUser } from "../../../shared/session/index.ts";
import { bindPhoneInputSchema, useBindPhone } from "../api/bind-phone.ts";
import { sendBindPhoneCodeInputSchema, useSendBindPhoneCode } from "../api/send-bind-phone-code.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";

type BindPhoneDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 绑定手机号 (or 更换手机号): a texted code proves the number; it then works for SMS sign-in. */
export function BindPhoneDialog({ open, onOpenChange }: BindPhoneDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <BindPhoneForm onBound={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BindPhoneForm({ onBound }: { onBound: () => void }) {
  const { t } = useLingui();
  const currentPhone = useSignedInUser()?.phone ?? null;
  const sendCode = useSendBindPhoneCode();
  const bind = useBindPhone();
  const refreshUserInfo = useRefreshUserInfo();
  const form = useProfileForm({ phone: "", code: "" });
  const requestCode = form.codeRequest(sendBindPhoneCodeInputSchema, "phone", sendCode.mutateAsync, t`验证码已发送`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(bindPhoneInputSchema, form.values);
    if (!data) return;
    try {
      await bind.mutateAsync(data);
    } catch (error) {
      form.fail(error, t`绑定失败，请稍后重试`);
      return;
    }
    // The number is bound either way; a failed reload only leaves the old number on screen until the next sign-in.
    await refreshUserInfo().catch(() => undefined);
    toaster.create({ type: "success", title: t`手机号绑定成功` });
    onBound();
  };

  return (
    <DialogForm
      title={currentPhone ? t`更换手机号` : t`绑定手机号`}
      submitLabel={t`确认绑定`}
      submitting={bind.isPending}
      onSubmit={submit}
    >
      <Text color="fg.muted" fontSize="sm">
        {currentPhone ? t`当前绑定的手机号：${currentPhone}` : t`绑定后可使用手机号和验证码登录。`}
      </Text>
      <PhoneCodeFields phone={form.bind("phone")} code={form.bind("code")} onRequestCode={requestCode} />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
