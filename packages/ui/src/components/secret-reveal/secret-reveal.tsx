import { Button, Code, Stack, Text, type StackProps } from "@chakra-ui/react";
import { Check, Copy } from "lucide-react";
import { useState } from "react";

export type SecretRevealProps = Omit<StackProps, "children"> & {
  /** The secret, shown whole (this is the only time the person sees it). */
  secret: string;
  /** The secret's accessible name, e.g. 新密钥. */
  label: string;
  /** Why it is shown once and what to do with it. */
  notice: string;
  /** The copy button's text, e.g. 复制密钥. */
  copyLabel: string;
  /** The copy button's text once copied, e.g. 已复制. */
  copiedLabel: string;
  /**
   * Puts the text on the clipboard.
   * @default navigator.clipboard.writeText
   */
  copy?: (text: string) => Promise<void>;
  /** After a successful copy (a toast, say). */
  onCopied?: () => void;
  /** When the clipboard refuses: the secret stays selectable by hand. */
  onCopyFailed?: (error: unknown) => void;
};

/** A secret shown once (an API key, a signing secret): the whole value, selectable, with a copy button. */
export function SecretReveal({ secret, label, notice, copyLabel, copiedLabel, copy, onCopied, onCopyFailed, ...rest }: SecretRevealProps) {
  const [copied, setCopied] = useState(false);
  const copyNow = async () => {
    try {
      await (copy ?? ((text: string) => navigator.clipboard.writeText(text)))(secret);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      setCopied(false);
      onCopyFailed?.(error);
    }
  };
  return (
    <Stack gap="3" {...rest}>
      <Text>{notice}</Text>
      <Code aria-label={label} padding="3" wordBreak="break-all" whiteSpace="normal" userSelect="all" textStyle="sm">
        {secret}
      </Code>
      <Button variant="outline" alignSelf="start" onClick={() => void copyNow()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? copiedLabel : copyLabel}
      </Button>
    </Stack>
  );
}
