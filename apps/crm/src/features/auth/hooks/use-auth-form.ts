import { apiErrorMessage } from "@cdp/api-client";
import { useFormState } from "@cdp/ui/form-field";

/** State of an auth form; a failed call shows the server's `msg`. */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  return useFormState(initial, { describeError: apiErrorMessage });
}
