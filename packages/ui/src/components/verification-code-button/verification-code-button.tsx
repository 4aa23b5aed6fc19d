import { Button, type ButtonProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

type Phase = "idle" | "getting" | "counting";

export type VerificationCodeButtonProps = Omit<ButtonProps, "onClick" | "children" | "loading" | "loadingText"> & {
  /**
   * Sends the code (the app's API call). While it runs the button says 获取中...; when it resolves the
   * countdown starts. When it rejects the button goes straight back to its label: showing the error is
   * the caller's job.
   */
  onRequest: () => Promise<void>;
  /**
   * How long to wait before another code can be requested, in seconds.
   * @default 60
   */
  seconds?: number;
};

/**
 * 获取验证码 -> 获取中... -> a countdown (60s 后重新获取) -> 获取验证码 again. It never sends twice:
 * clicks while getting or counting do nothing. While busy it is `aria-disabled` rather than
 * `disabled`, so a keyboard user's focus stays on it.
 */
export function VerificationCodeButton({ onRequest, seconds = 60, disabled, ...rest }: VerificationCodeButtonProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>("idle");
  const [remaining, setRemaining] = useState(seconds);
  // Set synchronously on click, so a second click in the same frame is ignored too.
  const busy = useRef(false);

  useEffect(() => {
    if (phase !== "counting") return;
    // Measured against the clock, so a throttled background tab still finishes on time.
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left > 0) {
        setRemaining(left);
        return;
      }
      clearInterval(timer);
      busy.current = false;
      setPhase("idle");
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, seconds]);

  const request = async () => {
    if (busy.current || disabled) return;
    busy.current = true;
    setPhase("getting");
    try {
      await onRequest();
    } catch {
      busy.current = false;
      setPhase("idle");
      return;
    }
    setRemaining(seconds);
    setPhase("counting");
  };

  const labels: Record<Phase, string> = {
    idle: t`获取验证码`,
    getting: t`获取中...`,
    counting: t`${remaining}s 后重新获取`,
  };

  return (
    <Button
      variant="outline"
      minWidth="8.5rem"
      fontVariantNumeric="tabular-nums"
      disabled={disabled}
      aria-disabled={phase !== "idle" || undefined}
      {...rest}
      onClick={request}
    >
      {labels[phase]}
    </Button>
  );
}
