import { MEMBER_FEATURES, RECLAIM_ACTIONS, type MemberFeature, type PlanRules, type ReclaimAction } from "@cdp/contracts";
import { Button, Card, Checkbox, Field, Fieldset, Input, RadioGroup, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

type PlanRulesFormProps = { initial: PlanRules; saving: boolean; onSubmit: (rules: PlanRules) => Promise<void> };

/** The two rules of 系统设置 in one form: member-only features (checkboxes) and the reclaim rule. */
export function PlanRulesForm({ initial, saving, onSubmit }: PlanRulesFormProps) {
  const { t } = useLingui();
  const [memberOnly, setMemberOnly] = useState<MemberFeature[]>(initial.memberOnly);
  const [action, setAction] = useState<ReclaimAction>(initial.reclaim.action);
  const [warningDays, setWarningDays] = useState(String(initial.reclaim.warningDays));
  const days = Number(warningDays);
  const daysValid = Number.isInteger(days) && days >= 1 && days <= 60;

  const featureLabels: Record<MemberFeature, string> = {
    analytics: t`数据分析：查看自己账号的真实数据（非会员看到示例数据）`,
    analyticsExport: t`数据导出：导出数据分析 Excel`,
  };
  const actionLabels: Record<ReclaimAction, string> = {
    disable: t`停用登录，保留数据（默认）`,
    freePlan: t`降为免费版，保留数据`,
    flagOnly: t`仅标记，不做处理`,
  };

  const toggle = (feature: MemberFeature, checked: boolean) =>
    setMemberOnly((current) => MEMBER_FEATURES.filter((item) => (item === feature ? checked : current.includes(item))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (daysValid) void onSubmit({ memberOnly, reclaim: { action, warningDays: days } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Card.Root>
          <Card.Body>
            <Fieldset.Root>
              <Fieldset.Legend>{t`会员专属功能`}</Fieldset.Legend>
              <Fieldset.HelperText>{t`勾选的功能仅付费会员可用；取消勾选后所有用户可用。`}</Fieldset.HelperText>
              <Stack gap="3" marginTop="3">
                {MEMBER_FEATURES.map((feature) => (
                  <Checkbox.Root key={feature} checked={memberOnly.includes(feature)} onCheckedChange={(change) => toggle(feature, change.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{featureLabels[feature]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Fieldset.Root>
              <Fieldset.Legend>{t`长期未登录账号回收`}</Fieldset.Legend>
              <Fieldset.HelperText>{t`连续两个月未登录的用户会被标记并收到邮件提醒；提醒后仍未登录，到期按以下方式回收。`}</Fieldset.HelperText>
              <RadioGroup.Root value={action} onValueChange={(change) => change.value && setAction(change.value as ReclaimAction)} aria-label={t`回收方式`} marginTop="3">
                <Stack gap="3">
                  {RECLAIM_ACTIONS.map((item) => (
                    <RadioGroup.Item key={item} value={item}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{actionLabels[item]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <Field.Root invalid={!daysValid} marginTop="4" maxWidth="16rem">
                <Field.Label>{t`提醒后等待天数`}</Field.Label>
                <Input type="number" inputMode="numeric" min={1} max={60} value={warningDays} onChange={(event) => setWarningDays(event.target.value)} />
                <Field.ErrorText>{t`提醒后的等待天数须为1到60天`}</Field.ErrorText>
              </Field.Root>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={saving}>
          <Trans>保存</Trans>
        </Button>
      </Stack>
    </form>
  );
}
