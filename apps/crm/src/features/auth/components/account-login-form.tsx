import { PasswordField, TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { loginInputSchema, useLogin } from "../api/login.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useTokenSignIn } from "../hooks/use-token-sign-in.ts";

type AccountLoginFormProps = {
  /** Whether the privacy policy is ticked (says so when not); without it the form does not submit. */
  consented: () => boolean;
  /** The policy tick, shown above the submit button. */
  consent: ReactNode;
  onSignedIn: (token: string) => Promise<void>;
  onForgotPassword: () => void;
  defaultAccount?: string;
};

/** Account (email or bound mobile) + password. */
export function AccountLoginForm({ consented, consent, onSignedIn, onForgotPassword, defaultAccount = "" }: AccountLoginFormProps) {
  const { t } = useLingui();
  const login = useLogin();
  const form = useAuthForm({ account: defaultAccount, password: "" });
  const { finishing, signIn } = useTokenSignIn(onSignedIn, form.fail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(loginInputSchema, form.values);
    const agreed = consented();
    if (!data || !agreed) return;
    await signIn(login.mutateAsync(data));
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <TextField label={t`账号`} placeholder={t`请输入邮箱或手机号`} autoComplete="username" {...form.bind("account")} />
        <PasswordField
          label={t`密码`}
          placeholder={t`请输入密码`}
          autoComplete="current-password"
          {...form.bind("password")}
        />
        <HStack justify="flex-end" mt="-2">
          <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onForgotPassword}>
            {t`忘记密码？`}
          </Button>
        </HStack>
        <FormFailure message={form.failure} />
        {consent}
        <Button type="submit" size="lg" loading={login.isPending || finishing} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
