import type { WebhookAttempt, WebhookDelivery } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { FormDialog } from "@cdp/ui/form-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Button, Dialog, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWebhookAttempts } from "../api/webhook-attempts.ts";

type AttemptsDialogProps = { delivery: WebhookDelivery | null; describeError: (error: string) => string; onClose: () => void };

/** Every attempt of one delivery: when, what came back (or why nothing did), how long it took. */
export function AttemptsDialog({ delivery, describeError, onClose }: AttemptsDialogProps) {
  const { t } = useLingui();
  const id = delivery?.eventId.slice(0, 8) ?? "";
  return (
    <FormDialog open={delivery !== null} onOpenChange={(open) => !open && onClose()} size="lg">
      {delivery && (
        <>
          <Dialog.Header>
            <Dialog.Title>{t`尝试记录 · ${id}`}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Attempts deliveryId={delivery.id} describeError={describeError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button onClick={onClose}>
              <Trans>关闭</Trans>
            </Button>
          </Dialog.Footer>
        </>
      )}
    </FormDialog>
  );
}

function Attempts({ deliveryId, describeError }: { deliveryId: number; describeError: (error: string) => string }) {
  const { t, i18n } = useLingui();
  const attempts = useWebhookAttempts(deliveryId);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "medium" }).format(new Date(iso));
  const columns: DataTableColumn<WebhookAttempt>[] = [
    { key: "attempt", header: t`第几次`, align: "end", render: (row) => String(row.attempt) },
    { key: "at", header: t`时间`, render: (row) => when(row.at) },
    { key: "code", header: t`状态码`, render: (row) => (row.statusCode !== null ? String(row.statusCode) : row.error ? describeError(row.error) : "—") },
    { key: "duration", header: t`耗时`, align: "end", render: (row) => `${row.durationMs} ms` },
    {
      key: "response",
      header: t`响应`,
      render: (row) => (
        <Text textStyle="xs" color="fg.muted" lineClamp={3} maxWidth="14rem">
          {row.response || "—"}
        </Text>
      ),
    },
  ];
  if (attempts.isError) return <LoadFailure title={t`尝试记录加载失败`} message={attempts.error.message} onRetry={() => void attempts.refetch()} />;
  return <DataTable label={t`尝试记录`} columns={columns} rows={attempts.data?.list ?? []} rowKey={(row) => row.attempt} loading={attempts.isPending} emptyText={t`还没有尝试`} />;
}
