import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

/**
 * Finishes a login call: hands its token to `onSignedIn`, keeping the button busy meanwhile, and
 * passes a failure to `fail`.
 */
export function useTokenSignIn(onSignedIn: (token: string) => Promise<void>, fail: (error: unknown, fallback: string) => void) {
  const { t } = useLingui();
  const [finishing, setFinishing] = useState(false);

  const signIn = async (login: Promise<{ tokenValue: string }>) => {
    try {
      const { tokenValue } = await login;
      setFinishing(true);
      await onSignedIn(tokenValue);
    } catch (error) {
      fail(error, t`登录失败，请稍后重试`);
    } finally {
      setFinishing(false);
    }
  };

  return { finishing, signIn };
}
