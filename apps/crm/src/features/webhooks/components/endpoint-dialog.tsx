import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_EVENT_TYPES, WEBHOOK_NAME_MAX_LENGTH, type CreatedWebhookEndpoint, type WebhookEndpoint, type WebhookEventType } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { SecretField } from "@cdp/ui/secret-field";
import { Button, Checkbox, CheckboxGroup, Code, Dialog, Fieldset, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { webhookInputSchema, useCreateWebhook } from "../api/create-webhook.ts";
import { useUpdateWebhook } from "../api/update-webhook.ts";
import { EVENT_HINTS, EVENT_LABELS } from "./event-labels.ts";

type EndpointDialogProps = {
  open: boolean;
  /** The endpoint to edit; null: a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
};

/** 添加地址 / 编辑地址: URL, name, description and events; a new endpoint then shows its signing secret. */
export function EndpointDialog({ open, endpoint, onClose }: EndpointDialogProps) {
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && close()}>
      {open && (created ? <CreatedSecret created={created} onDone={close} /> : <EndpointForm endpoint={endpoint} onCreated={setCreated} onSaved={close} />)}
    </FormDialog>
  );
}

function EndpointForm({ endpoint, onCreated, onSaved }: { endpoint: WebhookEndpoint | null; onCreated: (created: CreatedWebhookEndpoint) => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useFormState({ url: endpoint?.url ?? "", name: endpoint?.name ?? "", description: endpoint?.description ?? "" }, { describeError: apiErrorMessage });
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? [...WEBHOOK_EVENT_TYPES]);
  const [eventsError, setEventsError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(webhookInputSchema, { ...form.values, events, enabled: endpoint?.enabled ?? true });
    setEventsError(events.length === 0 ? t`请至少选择一个事件` : undefined);
    if (!data) return;
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, input: data });
        onSaved();
      } else onCreated(await create.mutateAsync(data));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["url", "name", "description", "events"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={endpoint ? t`编辑地址` : t`添加地址`} submitLabel={endpoint ? t`保存` : t`添加`} submitting={create.isPending || update.isPending} onSubmit={submit}>
      <TextField label={t`接收地址`} required type="url" inputMode="url" placeholder="https://example.com/webhooks/cdp" autoFocus {...form.bind("url")} />
      <TextField label={t`名称`} required placeholder={t`例如：内容系统`} maxLength={WEBHOOK_NAME_MAX_LENGTH} {...form.bind("name")} />
      <TextField label={t`说明`} optionalText={t`（选填）`} maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} {...form.bind("description")} />
      <Fieldset.Root invalid={Boolean(eventsError)}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {t`发送的事件`}
        </Fieldset.Legend>
        <CheckboxGroup value={events} onValueChange={(value) => setEvents(value)}>
          <Stack gap="2">
            {WEBHOOK_EVENT_TYPES.map((type: WebhookEventType) => (
              <Checkbox.Root key={type} value={type} alignItems="flex-start">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text fontWeight="medium">
                    {i18n._(EVENT_LABELS[type])} <Code textStyle="xs">{type}</Code>
                  </Text>
                  <Text color="fg.muted" textStyle="sm" fontWeight="normal">
                    {i18n._(EVENT_HINTS[type])}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        {eventsError && <Fieldset.ErrorText>{eventsError}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}

function CreatedSecret({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>地址已添加</Trans>
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            <Trans>每次推送都用这个密钥签名（请求头 X-CDP-Signature）。请把它配置到接收方，用来验证请求确实来自本平台；之后也可以在列表中查看或更换。</Trans>
          </Text>
          <SecretField label={t`签名密钥`} secret={created.secret} onReveal={async () => created.secret} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onDone}>
          <Trans>完成</Trans>
        </Button>
      </Dialog.Footer>
    </>
  );
}
