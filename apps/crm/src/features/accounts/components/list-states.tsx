import { Alert, Button, EmptyState, VStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { FolderPlus, Plus, UsersRound } from "lucide-react";

/** No account linked yet: what linking gives, and the way to start. */
export function AccountsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <UsersRound />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          {/* A section heading under the page's h1. */}
          <EmptyState.Title asChild>
            <h2>
              <Trans>还没有绑定账号</Trans>
            </h2>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>绑定 TikTok 或 YouTube 账号后，就可以向这些账号一键发布视频并查看数据。</Trans>
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onAdd}>
          <Plus aria-hidden="true" />
          <Trans>添加账号</Trans>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A list that failed to load, with the reason and 重试. */
export function LoadFailure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <Trans>重试</Trans>
      </Button>
    </Alert.Root>
  );
}

/** No group yet: what groups are for, and the way to make one. */
export function GroupsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FolderPlus />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          {/* A section heading under the page's h1. */}
          <EmptyState.Title asChild>
            <h2>
              <Trans>还没有分组</Trans>
            </h2>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>把账号分组后，发布时可以一次选中整组账号。</Trans>
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onCreate}>
          <Plus aria-hidden="true" />
          <Trans>新建分组</Trans>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
