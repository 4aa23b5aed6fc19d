import { apiErrorMessage } from "@cdp/api-client";
import { useFormState } from "@cdp/ui/form-field";

/** State of a profile form; a failed call shows the server's `msg`. */
export function useProfileForm<Values extends Record<string, string>>(initial: Values) {
  return useFormState(initial, { describeError: apiErrorMessage });
}
