import { Alert, Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";

type PublishSendBarProps = {
  /** What still stops the post, shown once the operator has tried to send. */
  problems: string[];
  showProblems: boolean;
  sending: boolean;
  /** True while files are still uploading. */
  disabled: boolean;
  onSend: () => void;
};

/** The foot of a publish screen: what is missing, then the 发布 button. */
export function PublishSendBar({ problems, showProblems, sending, disabled, onSend }: PublishSendBarProps) {
  const { t } = useLingui();
  return (
    <>
      {showProblems && problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`还不能发布`}</Alert.Title>
            <Alert.Description>{problems.join("；")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack justify="flex-end">
        <Button colorPalette="brand" size="lg" onClick={onSend} loading={sending} disabled={disabled}>
          <Send aria-hidden="true" />
          <Trans>发布</Trans>
        </Button>
      </HStack>
    </>
  );
}
