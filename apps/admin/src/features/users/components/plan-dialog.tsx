import type { OperatorRow } from "@cdp/contracts";
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSetOperatorPlan } from "../api/operators.ts";

/** 设置套餐: the operator's own plan and the day its cycle ends (empty: no end). */
export function PlanDialog({ operator, onClose }: { operator: OperatorRow; onClose: (message?: string) => void }) {
  const { t } = useLingui();
  const setPlan = useSetOperatorPlan();
  const [plan, setPlanName] = useState(operator.plan === "free" ? "free" : "pro");
  const [endDate, setEndDate] = useState(operator.planEndsAt?.slice(0, 10) ?? "");
  const [error, setError] = useState<string | null>(null);
  const email = operator.email;
  const save = async () => {
    try {
      const envelope = await setPlan.mutateAsync({ id: operator.id, plan: plan as "free" | "pro", planEndsAt: endDate ? new Date(`${endDate}T23:59:59`).toISOString() : null });
      onClose(envelope.msg);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t`操作失败，请稍后重试`);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event) => (event.preventDefault(), void save())}>
            <Dialog.Header>
              <Dialog.Title>{t`设置套餐：${email}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t`套餐`}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={plan} onChange={(event) => setPlanName(event.target.value)}>
                      <option value="free">{t`免费版`}</option>
                      <option value="pro">{t`专业版`}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root invalid={error !== null}>
                  <Field.Label>{t`到期日（留空为长期）`}</Field.Label>
                  <Input type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} />
                  <Field.HelperText>{t`单独设置后，该用户不再继承用户组的套餐。`}</Field.HelperText>
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onClose()}>
                <Trans>取消</Trans>
              </Button>
              <Button type="submit" colorPalette="brand" loading={setPlan.isPending}>
                <Trans>保存</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
