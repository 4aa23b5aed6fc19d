import { DEFAULT_LOCALE, isLocale, validateForm, type FieldErrors } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";
import { toaster } from "../toaster/toaster";

export type FormStateOptions = {
  /** Text to show for a failed call: the app knows its API's error type (the server's `msg`), or `fallback`. */
  describeError: (error: unknown, fallback: string) => string;
};

/**
 * State of a small form validated by the shared zod rules: its values, the field errors in the
 * active language, and the message of a failed submit. Pairs with `TextField`, `PasswordField`
 * and `CodeField` through `bind(name)`, and with `DateField` through `bindValue(name)`.
 */
export function useFormState<Values extends Record<string, string>>(initial: Values, { describeError }: FormStateOptions) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The last submit's rules and input: once a form was submitted, a field is checked again as it is edited.
  const lastCheck = useRef<{ schema: z.ZodType; input: Record<string, unknown> } | null>(null);

  /** Sets one field; after a submit its error follows the new value (gone once it is valid, back if broken again). */
  const change = (name: keyof Values & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!lastCheck.current) return;
    const checked = validateForm(lastCheck.current.schema, { ...lastCheck.current.input, ...next }, locale);
    setErrors((current) => ({ ...current, [name]: checked.errors?.[name] }));
  };

  /** `value`, `onChange` and `errorText` for the field called `name`. */
  const bind = (name: keyof Values & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    errorText: errors[name],
  });

  /** The same for a control that reports its value rather than an input event (`DateField`, selects of the apps). */
  const bindValue = (name: keyof Values & string) => ({
    value: values[name],
    onChange: (value: string) => change(name, value),
    errorText: errors[name],
  });

  /** Clears the last failure, shows the field errors of `input`, and returns its data (null when invalid). */
  const validate = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> | null => {
    setFailure(null);
    lastCheck.current = { schema, input: typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {} };
    const checked = validateForm(schema, input, locale);
    setErrors(checked.errors ?? {});
    return checked.data;
  };

  /** Shows the message of a failed call, or `fallback`. */
  const fail = (error: unknown, fallback: string) => setFailure(describeError(error, fallback));

  /**
   * The code button's request: checks the one field, sends, and toasts `sentMessage`. It rejects when
   * the field is invalid or sending fails, so the button goes back to its label.
   */
  const codeRequest =
    <T extends z.ZodType>(schema: T, field: keyof Values & string, send: (data: z.infer<T>) => Promise<unknown>, sentMessage: string) =>
    async () => {
      setFailure(null);
      const checked = validateForm(schema, { [field]: values[field] }, locale);
      setErrors({ ...errors, [field]: checked.errors?.[field] });
      if (!checked.data) throw new Error(`invalid ${field}`);
      try {
        await send(checked.data);
        toaster.create({ type: "success", title: sentMessage });
      } catch (error) {
        fail(error, t`验证码发送失败，请稍后再试`);
        throw error;
      }
    };

  return { values, setValues, setErrors, failure, bind, bindValue, validate, fail, codeRequest };
}
