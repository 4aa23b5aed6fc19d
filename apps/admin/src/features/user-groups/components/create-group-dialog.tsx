import { ApiError } from "@cdp/api-client";
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useCreateGroup } from "../api/groups.ts";

/** 新建用户组: name, note and the plan its members inherit. */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) {
  const { t } = useLingui();
  const create = useCreateGroup();
  const [name, setName] = useState("");
  const [plan, setPlan] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await create.mutateAsync({ name, remark: "", plan: plan ? (plan as "free" | "pro") : null });
      setName("");
      setPlan("");
      setError(null);
      onClose(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("body.name") ?? caught.message) : t`操作失败，请稍后重试`);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose(false))} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
            <Dialog.Header>
              <Dialog.Title>{t`新建用户组`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{t`用户组名称`}</Field.Label>
                  <Input value={name} onChange={(event) => setName(event.target.value)} />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t`组套餐（成员未单独设置时继承）`}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={plan} onChange={(event) => setPlan(event.target.value)}>
                      <option value="">{t`不设置`}</option>
                      <option value="free">{t`免费版`}</option>
                      <option value="pro">{t`专业版`}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onClose(false)}>
                <Trans>取消</Trans>
              </Button>
              <Button type="submit" colorPalette="brand" loading={create.isPending}>
                <Trans>保存</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
