import { apiErrorMessage } from "@cdp/api-client";
import type { EmailCodeRequest } from "@cdp/contracts";
import { useFormState } from "@cdp/ui/form-field";
import type { z } from "zod";
import type * as AuthSchemaModule from "../api/schemas.ts";

type AuthSchemas = typeof AuthSchemaModule;
type RuleName = keyof AuthSchemas;
type RuleData<Name extends RuleName> = z.infer<AuthSchemas[Name]>;

/** The forms' rules, fetched with the first check (see `api/schemas.ts`). */
export const loadAuthSchemas = (): Promise<AuthSchemas> => import("../api/schemas.ts");

/**
 * State of an auth form; a failed call shows the server's `msg`. `check` and `codeRequest` apply the
 * shared rules of `api/schemas.ts`, which load with the first of them.
 */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const form = useFormState(initial, { describeError: apiErrorMessage });

  /** `validate` with a rule of the auth schemas; null when invalid, or when the rules could not be fetched (shown as `fallback`). */
  const check = async <Name extends RuleName>(rule: Name, input: unknown, fallback: string): Promise<RuleData<Name> | null> => {
    let schemas: AuthSchemas;
    try {
      schemas = await loadAuthSchemas();
    } catch (error) {
      form.fail(error, fallback);
      return null;
    }
    return form.validate(schemas[rule], input) as RuleData<Name> | null;
  };

  /** `form.codeRequest` for an emailed code: `email` is checked by the shared rule, fetched first (when that fails, the button goes back to its label). */
  const codeRequest = (field: "email" & keyof Values, send: (data: EmailCodeRequest) => Promise<unknown>, sentMessage: string) => async () => {
    const { emailCodeRequestSchema } = await loadAuthSchemas();
    await form.codeRequest(emailCodeRequestSchema, field, send, sentMessage)();
  };

  return { ...form, check, codeRequest };
}
