import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { issueRedeemCodesRequestSchema, PAID_PLAN, PLAN_NAMES } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { Field, TextField, useFormState } from "@cdp/ui/form-field";
import { Button, Card, NativeSelect, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useIssueRedeemCodes, type RedeemCode } from "../api/redeem-codes.ts";
import { IssuedCodes } from "./issued-codes.tsx";
import { usePlanLabels } from "./use-plan-labels.ts";

const PAID_PLANS = PLAN_NAMES.filter((plan) => plan !== "free");
const asNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** 兑换码: issues codes for a paid plan and shows the new ones once. */
export function IssueCodesForm() {
  const { t } = useLingui();
  const planLabels = usePlanLabels();
  const issue = useIssueRedeemCodes();
  const [issued, setIssued] = useState<RedeemCode[]>([]);
  const form = useFormState<Record<"plan" | "durationDays" | "count", string>>({ plan: PAID_PLAN, durationDays: "30", count: "1" }, { describeError: apiErrorMessage });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { plan: form.values.plan, durationDays: asNumber(form.values.durationDays), count: asNumber(form.values.count) };
    const data = form.validate(issueRedeemCodesRequestSchema, input);
    if (!data) return;
    try {
      setIssued((await issue.mutateAsync(data)).list);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["plan", "durationDays", "count"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`兑换码生成失败，请稍后重试`);
    }
  };

  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label={t`生成兑换码`}>
            <Stack direction={{ base: "column", md: "row" }} gap="4" align={{ md: "flex-start" }}>
              <Field label={t`套餐`} required maxWidth={{ md: "12rem" }}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.values.plan} onChange={(event) => form.setValues({ ...form.values, plan: event.target.value })}>
                    {PAID_PLANS.map((plan) => (
                      <option key={plan} value={plan}>
                        {planLabels[plan]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <TextField label={t`时长（天）`} required type="number" inputMode="numeric" min={1} max={3660} rootProps={{ maxWidth: { md: "10rem" } }} {...form.bind("durationDays")} />
              <TextField label={t`数量`} required type="number" inputMode="numeric" min={1} max={100} rootProps={{ maxWidth: { md: "10rem" } }} {...form.bind("count")} />
              <Button type="submit" colorPalette="brand" loading={issue.isPending} marginTop={{ md: "6" }}>
                <Trans>生成兑换码</Trans>
              </Button>
            </Stack>
            <FormFailure message={form.failure} />
          </form>
        </Card.Body>
      </Card.Root>
      {issued.length > 0 && <IssuedCodes codes={issued} />}
    </Stack>
  );
}
