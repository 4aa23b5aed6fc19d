import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { API_KEY_NAME_MAX_LENGTH, type ApiKeyScope, type CreatedApiKey } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { SecretField } from "@cdp/ui/secret-field";
import { Button, Dialog, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { createApiKeyInputSchema, useCreateApiKey } from "../api/create-api-key.ts";

type CreateApiKeyDialogProps = { open: boolean; onClose: () => void };

/** 新建密钥: a name and a scope; then the whole key, shown this once, with a copy button. */
export function CreateApiKeyDialog({ open, onClose }: CreateApiKeyDialogProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && close()}>
      {open && (created ? <ShownOnce created={created} onDone={close} /> : <CreateForm onCreated={setCreated} />)}
    </FormDialog>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useLingui();
  const create = useCreateApiKey();
  const form = useFormState({ name: "" }, { describeError: apiErrorMessage });
  const [scope, setScope] = useState<ApiKeyScope>("read");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(createApiKeyInputSchema, { ...form.values, scope });
    if (!data) return;
    try {
      onCreated(await create.mutateAsync(data));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["name", "scope"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`创建失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={t`新建密钥`} submitLabel={t`创建`} submitting={create.isPending} onSubmit={submit}>
      <TextField label={t`密钥名称`} required placeholder={t`例如：剪辑工作站`} maxLength={API_KEY_NAME_MAX_LENGTH} autoFocus {...form.bind("name")} />
      <RadioGroup.Root value={scope} onValueChange={(details) => details.value && setScope(details.value as ApiKeyScope)}>
        <RadioGroup.Label>
          <Text textStyle="sm" fontWeight="medium" marginBottom="1.5">
            {t`权限`}
          </Text>
        </RadioGroup.Label>
        <Stack gap="2">
          <ScopeOption value="read" label={t`只读`} hint={t`只能读取账号、素材、发布记录和数据`} />
          <ScopeOption value="publish" label={t`读取和发布`} hint={t`还能创建发布任务、重新发布、草稿和账号分组`} />
        </Stack>
      </RadioGroup.Root>
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}

function ScopeOption({ value, label, hint }: { value: ApiKeyScope; label: string; hint: string }) {
  return (
    <RadioGroup.Item value={value} alignItems="flex-start">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>
        <Text fontWeight="medium">{label}</Text>
        <Text color="fg.muted" textStyle="sm">
          {hint}
        </Text>
      </RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}

function ShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>保存你的 API 密钥</Trans>
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            <Trans>密钥只显示这一次，关闭后无法再次查看。请现在复制并妥善保存；遗失后请撤销它并新建一个。</Trans>
          </Text>
          {/* Shown at once; it is never fetched again (the server keeps only its hash). */}
          <SecretField label={t`新密钥`} secret={created.key} onReveal={async () => created.key} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onDone}>
          <Trans>我已保存</Trans>
        </Button>
      </Dialog.Footer>
    </>
  );
}
