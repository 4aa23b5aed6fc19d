import { Alert, Box, type BoxProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export type UploaderNoticesProps = BoxProps & {
  /** The spec's messages for the last pick or a failed upload, each once. */
  errors: string[];
  /** Shows 上传成功！ after an upload finishes. */
  succeeded: boolean;
};

/** The uploader's messages, inline under the files: errors as an alert, a finished upload as a status. */
export function UploaderNotices({ errors, succeeded, ...rest }: UploaderNoticesProps) {
  const { t } = useLingui();
  return (
    <Box aria-live="polite" {...rest}>
      {errors.length > 0 && (
        <Alert.Root status="error" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {errors.map((message) => (
              <Alert.Description key={message}>{message}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {succeeded && (
        <Alert.Root status="success" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Title>{t`上传成功！`}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
