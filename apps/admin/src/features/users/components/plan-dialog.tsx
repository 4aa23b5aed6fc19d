import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import type { OperatorRow } from "@cdp/contracts";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { DateField } from "@cdp/ui/date-field";
import { Field, useFormState } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { PlanSelect } from "../../../shared/components/plan-select/index.ts";
import { useSetOperatorPlan } from "../api/operators.ts";

/** 设置套餐: the operator's own plan and the day its cycle ends (empty: no end). */
export function PlanDialog({ operator, onClose }: { operator: OperatorRow; onClose: (message?: string) => void }) {
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()}>
      <PlanForm operator={operator} onClose={onClose} />
    </FormDialog>
  );
}

function PlanForm({ operator, onClose }: { operator: OperatorRow; onClose: (message?: string) => void }) {
  const { t } = useLingui();
  const setPlan = useSetOperatorPlan();
  const form = useFormState({ plan: operator.plan === "free" ? "free" : "pro", endDate: operator.planEndsAt?.slice(0, 10) ?? "" }, { describeError: apiErrorMessage });
  const email = operator.email;
  const planField = form.bindValue("plan");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { plan, endDate } = form.values;
    try {
      const envelope = await setPlan.mutateAsync({ id: operator.id, plan: plan === "free" ? "free" : "pro", planEndsAt: endDate ? new Date(`${endDate}T23:59:59`).toISOString() : null });
      onClose(envelope.msg);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["planEndsAt"]);
      if (fieldErrors) form.setErrors({ endDate: fieldErrors.planEndsAt });
      else form.fail(error, t`操作失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={t`设置套餐：${email}`} submitLabel={t`保存`} submitting={setPlan.isPending} onSubmit={submit}>
      <Field label={t`套餐`}>
        <PlanSelect value={planField.value} onChange={planField.onChange} />
      </Field>
      <DateField label={t`到期日（留空为长期）`} helperText={t`单独设置后，该用户不再继承用户组的套餐。`} {...form.bindValue("endDate")} />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
