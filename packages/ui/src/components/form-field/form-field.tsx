import { Field as ChakraField, HStack, IconButton, Input, InputGroup, Span, type InputProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ReactNode } from "react";

export type FieldProps = Omit<ChakraField.RootProps, "label"> & {
  /** The label; clicking it focuses the control, and it is the control's accessible name. */
  label?: ReactNode;
  /** A hint under the control; it becomes the control's accessible description. */
  helperText?: ReactNode;
  /**
   * The error under the control, in a polite live region and linked to the control as its error
   * message. Giving one marks the field invalid unless `invalid` says otherwise.
   */
  errorText?: ReactNode;
  /** Shown after the label of a field that is not required, e.g. "（选填）". */
  optionalText?: ReactNode;
};

/**
 * A closed form field in the style of Chakra's `Field` snippet: label, control (the children),
 * helper text and error text, wired together by ids. `required` shows a red asterisk (hidden from
 * screen readers, which hear the control's own "required").
 */
export function Field(props: FieldProps) {
  const { label, helperText, errorText, optionalText, invalid, required, children, ...rest } = props;
  return (
    <ChakraField.Root invalid={invalid ?? Boolean(errorText)} required={required} {...rest}>
      {label != null && (
        // The asterisk sits next to the label, not in it, so the label's text is just the label.
        <HStack gap="1">
          <ChakraField.Label>
            {label}
            {!required && optionalText != null && <Span color="fg.muted">{optionalText}</Span>}
          </ChakraField.Label>
          <ChakraField.RequiredIndicator />
        </HStack>
      )}
      {children}
      {helperText != null && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText != null && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

type FieldOwnProps = Pick<
  FieldProps,
  "label" | "helperText" | "errorText" | "optionalText" | "required" | "invalid" | "disabled" | "readOnly"
>;

export type TextFieldProps = Omit<InputProps, keyof FieldOwnProps> &
  FieldOwnProps & {
    /** Props for the field's root (layout, width); the other props go to the input. */
    rootProps?: Omit<FieldProps, keyof FieldOwnProps | "children">;
  };

/** A labelled text input: `Field` + `Input`. Input props (value, onChange, type, placeholder, ref) go to the input. */
export function TextField(props: TextFieldProps) {
  const { label, helperText, errorText, optionalText, required, invalid, disabled, readOnly, rootProps, ...inputProps } = props;
  return (
    <Field {...{ label, helperText, errorText, optionalText, required, invalid, disabled, readOnly }} {...rootProps}>
      <Input {...inputProps} />
    </Field>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type"> & {
  /**
   * Start with the password shown as plain text (the register page shows it that way).
   * @default false
   */
  defaultVisible?: boolean;
};

/** A labelled password input with a show/hide toggle button (a toggle: `aria-pressed`). */
export function PasswordField(props: PasswordFieldProps) {
  const { defaultVisible = false, rootProps, ...textFieldProps } = props;
  const { label, helperText, errorText, optionalText, required, invalid, disabled, readOnly, ...inputProps } = textFieldProps;
  const { t } = useLingui();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field {...{ label, helperText, errorText, optionalText, required, invalid, disabled, readOnly }} {...rootProps}>
      <InputGroup
        endElementProps={{ paddingInline: "1" }}
        endElement={
          <IconButton
            variant="ghost"
            colorPalette="gray"
            size="sm"
            aspectRatio="square"
            height="calc(100% - {spacing.2})"
            aria-label={t`显示密码`}
            aria-pressed={visible}
            disabled={disabled}
            // A mouse click keeps the focus (and the caret) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input autoComplete="current-password" {...inputProps} type={visible ? "text" : "password"} />
      </InputGroup>
    </Field>
  );
}
