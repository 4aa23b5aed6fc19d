import type { OperatorRow } from "@cdp/contracts";
import { ActionMenu } from "@cdp/ui/action-menu";
import { Button, HStack, IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ellipsis } from "lucide-react";

export type OperatorAction = "edit" | "plan" | "toggleStatus" | "resetPassword" | "resendInvitation" | "delete";

/** 编辑 as a button; the rarer actions in a 更多 menu, so the row stays narrow (the email opens the details). */
export function OperatorRowActions({ operator, onAction }: { operator: OperatorRow; onAction: (action: OperatorAction) => void }) {
  const { t } = useLingui();
  const email = operator.email;
  return (
    <HStack gap="0" justify="end">
      <Button size="xs" variant="ghost" aria-label={t`编辑资料 ${email}`} onClick={() => onAction("edit")}>
        <Trans>编辑</Trans>
      </Button>
      <ActionMenu
        trigger={
          <IconButton size="xs" variant="ghost" aria-label={t`更多操作 ${email}`}>
            <Ellipsis />
          </IconButton>
        }
        items={[
          { key: "plan", label: t`设置套餐`, onAction: () => onAction("plan") },
          { key: "toggleStatus", label: operator.status === "active" ? t`停用` : t`启用`, onAction: () => onAction("toggleStatus") },
          { key: "resetPassword", label: t`重置密码`, onAction: () => onAction("resetPassword") },
          { key: "resendInvitation", label: t`重新发送邀请`, onAction: () => onAction("resendInvitation") },
          { key: "delete", label: t`删除`, onAction: () => onAction("delete"), danger: true },
        ]}
      />
    </HStack>
  );
}
