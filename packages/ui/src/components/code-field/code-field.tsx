import { HStack, Input, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Field, type FieldProps } from "../form-field";
import { VerificationCodeButton } from "../verification-code-button";

export type CodeFieldProps = Omit<InputProps, "children"> & {
  /** The label, e.g. 验证码; it is the input's accessible name. */
  label: ReactNode;
  /** The error under the field; giving one marks it invalid. */
  errorText?: ReactNode;
  /** Sends the code (the app's API call); see `VerificationCodeButton`'s `onRequest`. */
  onRequestCode: () => Promise<void>;
  /**
   * Seconds before another code can be requested.
   * @default 60
   */
  seconds?: number;
  /** Props for the field's root (layout, width); the other props go to the input. */
  rootProps?: Omit<FieldProps, "label" | "errorText" | "children">;
};

/**
 * A texted or emailed one-time code: a labelled six-digit input with the 获取验证码 button beside it.
 * Input props (value, onChange, placeholder) go to the input.
 */
export function CodeField({ label, errorText, onRequestCode, seconds = 60, rootProps, ...inputProps }: CodeFieldProps) {
  return (
    <Field label={label} errorText={errorText} {...rootProps}>
      <HStack w="full" align="stretch">
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...inputProps} />
        <VerificationCodeButton onRequest={onRequestCode} seconds={seconds} flexShrink={0} />
      </HStack>
    </Field>
  );
}
