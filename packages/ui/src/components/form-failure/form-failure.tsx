import { Alert, type AlertRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type FormFailureProps = Omit<AlertRootProps, "status" | "children"> & {
  /** Why the submit failed (usually the server's message); nothing is shown while it is empty. */
  message: ReactNode;
};

/** The error alert above a form's submit button, announced as it appears. */
export function FormFailure({ message, ...rest }: FormFailureProps) {
  if (message == null || message === false || message === "") return null;
  return (
    <Alert.Root status="error" role="alert" {...rest}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
