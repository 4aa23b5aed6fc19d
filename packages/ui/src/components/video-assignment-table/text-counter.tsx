import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { TextLimit } from "./text-limits";

export type TextCounterProps = HTMLChakraProps<"span"> &
  TextLimit & {
    /** The text's length in `unit`s. */
    length: number;
  };

/** "12/100" under a text field (in bytes where the platform counts bytes); red, with the excess, past the limit. */
export function TextCounter({ length, max, unit, ...rest }: TextCounterProps) {
  const { t } = useLingui();
  const over = length - max;
  const count = unit === "bytes" ? t`${length}/${max} 字节` : `${length}/${max}`;
  return (
    <chakra.span textStyle="xs" fontVariantNumeric="tabular-nums" color={over > 0 ? "fg.error" : "fg.muted"} {...rest}>
      {count}
      {over > 0 && (unit === "bytes" ? t`，超出 ${over} 字节` : t`，超出 ${over} 个字符`)}
    </chakra.span>
  );
}
