import { WEBHOOK_SECRET_PREFIX, type WebhookEndpoint } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { FormDialog } from "@cdp/ui/form-dialog";
import { SecretField } from "@cdp/ui/secret-field";
import { Button, Dialog, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { revealWebhookSecret } from "../api/reveal-webhook-secret.ts";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret.ts";

type SecretDialogProps = { endpoint: WebhookEndpoint | null; onClose: () => void };

/** 签名密钥: the endpoint's secret, hidden until shown; 更换密钥 after a confirmation. */
export function SecretDialog({ endpoint, onClose }: SecretDialogProps) {
  const { t } = useLingui();
  const rotate = useRotateWebhookSecret();
  const [rotated, setRotated] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setRotated(null);
    onClose();
  };
  const name = endpoint?.name ?? "";
  return (
    <>
      <FormDialog open={endpoint !== null} onOpenChange={(open) => !open && close()}>
        {endpoint && (
          <>
            <Dialog.Header>
              <Dialog.Title>{t`签名密钥 · ${name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" textStyle="sm">
                  <Trans>接收方用它验证请求头 X-CDP-Signature。请勿泄露；泄露后请立即更换。</Trans>
                </Text>
                {/* A new key remounts the field, so the rotated secret is shown at once. */}
                <SecretField key={rotated ?? "stored"} label={t`签名密钥`} prefix={WEBHOOK_SECRET_PREFIX} secret={rotated} onReveal={async () => (await revealWebhookSecret(endpoint.id)).secret} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="end">
                <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  <RefreshCw aria-hidden="true" />
                  <Trans>更换密钥</Trans>
                </Button>
                <Button onClick={close}>
                  <Trans>关闭</Trans>
                </Button>
              </HStack>
            </Dialog.Footer>
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t`更换签名密钥`}
        message={t`更换后旧密钥立即失效，之后的推送都用新密钥签名。请同时更新接收方的配置。确定更换吗？`}
        confirmText={t`更换`}
        onConfirm={async () => {
          if (!endpoint) return;
          setRotated((await rotate.mutateAsync(endpoint.id)).secret);
          toaster.create({ type: "success", title: t`密钥已更换` });
        }}
      />
    </>
  );
}
