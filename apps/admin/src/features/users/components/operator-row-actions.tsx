import type { OperatorRow } from "@cdp/contracts";
import { Button, HStack, IconButton, Menu, Portal } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ellipsis } from "lucide-react";

export type OperatorAction = "edit" | "plan" | "toggleStatus" | "resetPassword" | "resendInvitation" | "delete";

/**
 * 编辑 as a button; the rarer actions in a 更多 menu, so the row stays narrow (the email opens the details).
 * Items act on their own click, as in the header's UserMenu (see there why not on `onSelect`).
 */
export function OperatorRowActions({ operator, onAction }: { operator: OperatorRow; onAction: (action: OperatorAction) => void }) {
  const { t } = useLingui();
  const email = operator.email;
  return (
    <HStack gap="0" justify="end">
      <Button size="xs" variant="ghost" aria-label={t`编辑资料 ${email}`} onClick={() => onAction("edit")}>
        <Trans>编辑</Trans>
      </Button>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t`更多操作 ${email}`}>
            <Ellipsis />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="8rem">
              <Menu.Item value="plan" onClick={() => onAction("plan")}>{t`设置套餐`}</Menu.Item>
              <Menu.Item value="toggleStatus" onClick={() => onAction("toggleStatus")}>{operator.status === "active" ? t`停用` : t`启用`}</Menu.Item>
              <Menu.Item value="resetPassword" onClick={() => onAction("resetPassword")}>{t`重置密码`}</Menu.Item>
              <Menu.Item value="resendInvitation" onClick={() => onAction("resendInvitation")}>{t`重新发送邀请`}</Menu.Item>
              <Menu.Item value="delete" onClick={() => onAction("delete")} color="fg.error">
                {t`删除`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
