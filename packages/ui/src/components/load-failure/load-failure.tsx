import { Alert, Button, type AlertRootProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RotateCw } from "lucide-react";

export type LoadFailureProps = Omit<AlertRootProps, "title"> & {
  /** What failed to load, e.g. 用户组加载失败. */
  title: string;
  /** Why, when known (the server's message). */
  message?: string;
  /** Shows 重试 when given. */
  onRetry?: () => void;
};

/** Something that failed to load: what, why, and 重试. */
export function LoadFailure({ title, message, onRetry, ...rest }: LoadFailureProps) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" role="alert" {...rest}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          <RotateCw aria-hidden="true" />
          {t`重试`}
        </Button>
      )}
    </Alert.Root>
  );
}
