import { apiErrorMessage } from "@cdp/api-client";
import { approveUpgradeRequestSchema } from "@cdp/contracts";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useApproveUpgradeRequest, type AdminUpgradeRequest } from "../api/upgrade-requests.ts";
import { usePlanLabels } from "./use-plan-labels.ts";

/** A paid cycle is a month unless the administrator says otherwise. */
const DEFAULT_APPROVED_DAYS = "30";

/** 批准升级: how many days of the requested plan the operator gets. */
export function ApproveRequestDialog({ request, onClose }: { request: AdminUpgradeRequest | null; onClose: () => void }) {
  return (
    <FormDialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && <ApproveRequestForm key={request.id} request={request} onClose={onClose} />}
    </FormDialog>
  );
}

function ApproveRequestForm({ request, onClose }: { request: AdminUpgradeRequest; onClose: () => void }) {
  const { t } = useLingui();
  const planLabels = usePlanLabels();
  const approve = useApproveUpgradeRequest();
  const form = useFormState({ durationDays: DEFAULT_APPROVED_DAYS }, { describeError: apiErrorMessage });
  const email = request.email;
  const plan = planLabels[request.plan];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = form.values.durationDays.trim() === "" ? Number.NaN : Number(form.values.durationDays);
    const data = form.validate(approveUpgradeRequestSchema, { durationDays: days });
    if (!data) return;
    try {
      await approve.mutateAsync({ id: request.id, durationDays: data.durationDays });
      toaster.create({ type: "success", title: t`已批准` });
      onClose();
    } catch (error) {
      form.fail(error, t`操作失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={t`批准升级`} submitLabel={t`批准`} submitting={approve.isPending} onSubmit={submit}>
      <TextField
        label={t`开通天数`}
        helperText={t`${email} 将获得${plan}，从今天起计算。`}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={3660}
        autoFocus
        {...form.bind("durationDays")}
      />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
