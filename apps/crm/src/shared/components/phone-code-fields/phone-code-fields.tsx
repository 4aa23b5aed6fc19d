import { CodeField } from "@cdp/ui/code-field";
import { TextField } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { ChangeEvent, ReactNode } from "react";

/** What `useFormState().bind(name)` gives a field. */
type FieldBinding = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  errorText?: ReactNode;
};

type PhoneCodeFieldsProps = {
  phone: FieldBinding;
  code: FieldBinding;
  /** Texts the code to the number (the 获取验证码 button). */
  onRequestCode: () => Promise<void>;
};

/** A mainland mobile number and the code texted to it. */
export function PhoneCodeFields({ phone, code, onRequestCode }: PhoneCodeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`手机号`}
        placeholder={t`请输入手机号`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        {...phone}
      />
      <CodeField label={t`验证码`} placeholder={t`请输入手机验证码`} onRequestCode={onRequestCode} {...code} />
    </>
  );
}
