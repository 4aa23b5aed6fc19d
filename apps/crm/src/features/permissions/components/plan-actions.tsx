import { apiErrorMessage } from "@cdp/api-client";
import type { MyPlan } from "@cdp/contracts";
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRedeemCode, useRequestUpgrade, useScheduleDowngrade } from "../api/plan.ts";

/** Redeem a code (兑换码), ask an administrator for the paid plan, or schedule a downgrade. */
export function PlanActions({ plan }: { plan: MyPlan }) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const redeem = useRedeemCode();
  const request = useRequestUpgrade();
  const downgrade = useScheduleDowngrade();
  const pending = plan.upgradeRequest?.status === "pending";

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    try {
      await redeem.mutateAsync(code.trim());
      setCode("");
      toaster.create({ type: "success", title: t`兑换成功` });
    } catch (error) {
      setCodeError(apiErrorMessage(error, t`兑换失败，请稍后重试`));
    }
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toaster.create({ type: "success", title: success });
    } catch (error) {
      toaster.create({ type: "error", title: apiErrorMessage(error, t`操作失败，请稍后重试`) });
    }
  };

  return (
    <Stack gap="5">
      <Box as="section" borderWidth="1px" borderRadius="l3" padding="4">
        <Heading as="h2" size="md" marginBottom="3">
          <Trans>兑换码升级</Trans>
        </Heading>
        <HStack as="form" align="start" onSubmit={submitCode} gap="3">
          <Field.Root invalid={codeError !== null} maxWidth="22rem">
            <Field.Label>
              <Trans>兑换码</Trans>
            </Field.Label>
            <Input value={code} maxLength={40} placeholder="XXXX-XXXX-XXXX-XXXX" onChange={(event) => setCode(event.target.value)} />
            <Field.ErrorText>{codeError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" marginTop="6" loading={redeem.isPending} disabled={!code.trim()}>
            <Trans>立即兑换</Trans>
          </Button>
        </HStack>
      </Box>
      <Box as="section" borderWidth="1px" borderRadius="l3" padding="4">
        <Heading as="h2" size="md" marginBottom="3">
          <Trans>申请升级</Trans>
        </Heading>
        <Text color="fg.muted" marginBottom="3">
          {pending ? <Trans>你的升级申请正在等待管理员审核。</Trans> : <Trans>没有兑换码？向管理员提交升级申请，审核通过后自动升级为会员版。</Trans>}
        </Text>
        <Button variant="outline" disabled={pending} loading={request.isPending} onClick={() => void run(() => request.mutateAsync(""), t`升级申请已提交，请等待管理员审核`)}>
          <Trans>提交升级申请</Trans>
        </Button>
      </Box>
      {plan.plan !== "free" && plan.nextPlan === null && (
        <Box as="section" borderWidth="1px" borderRadius="l3" padding="4">
          <Heading as="h2" size="md" marginBottom="3">
            <Trans>降级为免费版</Trans>
          </Heading>
          <Text color="fg.muted" marginBottom="3">
            <Trans>降级在本周期结束后生效，已支付费用不予退还；超出免费版限制的账号和数据不会被删除。</Trans>
          </Text>
          <Button variant="outline" colorPalette="red" loading={downgrade.isPending} onClick={() => void run(() => downgrade.mutateAsync(), t`已安排在本周期结束后降级`)}>
            <Trans>周期结束后降级</Trans>
          </Button>
        </Box>
      )}
    </Stack>
  );
}
