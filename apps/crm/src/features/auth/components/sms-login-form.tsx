import { smsCodeRequestSchema } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { PhoneCodeFields } from "../../../shared/components/phone-code-fields/index.ts";
import { useSendLoginSmsCode } from "../api/send-login-sms-code.ts";
import { smsLoginInputSchema, useSmsLogin } from "../api/sms-login.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useTokenSignIn } from "../hooks/use-token-sign-in.ts";

type SmsLoginFormProps = {
  /** Whether the privacy policy is ticked (says so when not); without it the form does not submit. */
  consented: () => boolean;
  /** The policy tick, shown above the submit button. */
  consent: ReactNode;
  onSignedIn: (token: string) => Promise<void>;
};

/** Mobile number + texted code (the number must be bound to an operator). */
export function SmsLoginForm({ consented, consent, onSignedIn }: SmsLoginFormProps) {
  const { t } = useLingui();
  const sendCode = useSendLoginSmsCode();
  const login = useSmsLogin();
  const form = useAuthForm({ phone: "", code: "" });
  const { finishing, signIn } = useTokenSignIn(onSignedIn, form.fail);
  const requestCode = form.codeRequest(smsCodeRequestSchema, "phone", sendCode.mutateAsync, t`验证码已发送`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(smsLoginInputSchema, form.values);
    const agreed = consented();
    if (!data || !agreed) return;
    await signIn(login.mutateAsync(data));
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <PhoneCodeFields phone={form.bind("phone")} code={form.bind("code")} onRequestCode={requestCode} />
        <FormFailure message={form.failure} />
        {consent}
        <Button type="submit" size="lg" loading={login.isPending || finishing} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
