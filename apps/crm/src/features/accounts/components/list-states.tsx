import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { FolderPlus, Plus, UsersRound } from "lucide-react";
import type { ReactNode } from "react";

type EmptyListProps = { icon: ReactNode; title: ReactNode; description: ReactNode; actionLabel: ReactNode; onAction: () => void };

/** An empty list: what it is for, and the button that fills it. */
function EmptyList({ icon, title, description, actionLabel, onAction }: EmptyListProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          {/* A section heading under the page's h1. */}
          <EmptyState.Title asChild>
            <h2>{title}</h2>
          </EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onAction}>
          <Plus aria-hidden="true" />
          {actionLabel}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** No account linked yet: what linking gives, and the way to start. */
export function AccountsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyList
      icon={<UsersRound />}
      title={<Trans>还没有绑定账号</Trans>}
      description={<Trans>绑定 TikTok 或 YouTube 账号后，就可以向这些账号一键发布视频并查看数据。</Trans>}
      actionLabel={<Trans>添加账号</Trans>}
      onAction={onAdd}
    />
  );
}

/** No group yet: what groups are for, and the way to make one. */
export function GroupsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyList
      icon={<FolderPlus />}
      title={<Trans>还没有分组</Trans>}
      description={<Trans>把账号分组后，发布时可以一次选中整组账号。</Trans>}
      actionLabel={<Trans>新建分组</Trans>}
      onAction={onCreate}
    />
  );
}
