import { Alert } from "@chakra-ui/react";

/** The server's message for a failed submit. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
