import { Button, Code, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Check, Copy, Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";

export type SecretFieldProps = Omit<StackProps, "children"> & {
  /** What the secret is, e.g. "签名密钥"; the shown value's accessible name. */
  label: string;
  /** The secret's recognisable start, shown while it is hidden (e.g. `whsec_`). @default "" */
  prefix?: string;
  /**
   * Fetches the secret when it is first shown or copied (an API call), so it never sits in the page
   * unasked. A value given as `secret` is used instead.
   */
  onReveal: () => Promise<string>;
  /** A secret already known (just created or rotated): shown at once. */
  secret?: string | null;
};

/**
 * A secret kept hidden until asked for: 显示 / 隐藏 and 复制 (to the clipboard), each fetching it
 * once through `onReveal`. Copy failures say so on the button (the text can still be selected).
 */
export function SecretField({ label, prefix = "", onReveal, secret: given = null, ...rest }: SecretFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const [fetched, setFetched] = useState<string | null>(null);
  const [visible, setVisible] = useState(given !== null);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const secret = given ?? fetched;

  const load = async (): Promise<string | null> => {
    if (secret !== null) return secret;
    setBusy(true);
    setFailed(false);
    try {
      const value = await onReveal();
      setFetched(value);
      return value;
    } catch {
      setFailed(true);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const toggle = async () => {
    if (visible) return setVisible(false);
    if (await load()) setVisible(true);
  };

  const copy = async () => {
    const value = await load();
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <Stack gap="2" {...rest}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Code aria-labelledby={labelId} padding="2.5" wordBreak="break-all" whiteSpace="normal" userSelect={visible ? "all" : "none"} textStyle="sm">
        {visible && secret ? secret : `${prefix}${"•".repeat(24)}`}
      </Code>
      {failed && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {t`密钥读取失败，请稍后重试`}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={busy} onClick={() => void toggle()}>
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {visible ? t`隐藏` : t`显示`}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void copy()}>
          {copied === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === "copied" ? t`已复制` : copied === "failed" ? t`复制失败，请手动选中复制` : t`复制`}
        </Button>
      </HStack>
    </Stack>
  );
}
