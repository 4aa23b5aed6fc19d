import type { AccountGroup, PlatformAccount, TokenHealth } from "@cdp/contracts";
import { Avatar, Badge, Button, HStack, IconButton, Stack, Text, Wrap } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { GroupTag } from "./group-tag.tsx";

/** Avatar, name and @handle; the just-linked account carries a 新绑定 mark. */
export function AccountIdentityCell({ account, highlighted }: { account: PlatformAccount; highlighted: boolean }) {
  const { t } = useLingui();
  const [broken, setBroken] = useState(false);
  return (
    <HStack gap="3" minWidth="12rem" maxWidth="18rem">
      <Avatar.Root size="sm" onStatusChange={(details) => setBroken(details.status === "error")}>
        {/* The name is written beside it: the picture only gets a name when it failed to load (spec). */}
        <Avatar.Fallback name={account.name} {...(broken ? { role: "img", "aria-label": t`图片不见了`, title: t`图片不见了` } : {})} />
        {account.avatarUrl && <Avatar.Image src={account.avatarUrl} alt="" />}
      </Avatar.Root>
      <Stack gap="0" minWidth="0">
        <HStack gap="2">
          <Text fontWeight="medium" truncate title={account.name}>
            {account.name}
          </Text>
          {highlighted && (
            <Badge colorPalette="green" size="sm">
              <Trans>新绑定</Trans>
            </Badge>
          )}
        </HStack>
        {account.username && (
          <Text textStyle="xs" color="fg.muted" truncate>
            @{account.username}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** The operator's nickname for the account, with its edit button. */
export function RemarkCell({ account, onEdit }: { account: PlatformAccount; onEdit: () => void }) {
  const { t } = useLingui();
  const name = account.name;
  return (
    <HStack gap="1" minWidth="5rem">
      <Text color={account.remark ? "fg" : "fg.subtle"} whiteSpace="nowrap" truncate maxWidth="9rem" title={account.remark || undefined}>
        {account.remark || t`未设置`}
      </Text>
      <IconButton size="2xs" variant="ghost" aria-label={t`修改昵称 ${name}`} onClick={onEdit}>
        <Pencil />
      </IconButton>
    </HStack>
  );
}

const HEALTH_PALETTES: Record<TokenHealth, string> = { healthy: "green", expiring: "orange", reconnect_needed: "red" };

/** 授权状态: the token's health, the server's reason, and 重新授权 when it is not healthy. */
export function HealthCell({ account, onReconnect }: { account: PlatformAccount; onReconnect: () => void }) {
  const { t } = useLingui();
  const labels: Record<TokenHealth, string> = { healthy: t`正常`, expiring: t`即将过期`, reconnect_needed: t`需重新授权` };
  const name = account.name;
  return (
    <Stack gap="1" align="start" maxWidth="14rem">
      <Badge colorPalette={HEALTH_PALETTES[account.tokenHealth]}>{labels[account.tokenHealth]}</Badge>
      {account.readOnly && (
        <Badge colorPalette="orange" title={t`超出当前套餐的账号数量：数据保留，不能发布`}>
          <Trans>只读</Trans>
        </Badge>
      )}
      {account.tokenHealth !== "healthy" && (
        <>
          {account.tokenHealthReason && (
            <Text textStyle="xs" color="fg.muted">
              {account.tokenHealthReason}
            </Text>
          )}
          <Button size="2xs" variant="outline" colorPalette="brand" aria-label={t`重新授权 ${name}`} onClick={onReconnect}>
            <Trans>重新授权</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The groups the account is in, as colour tags. */
export function GroupsCell({ account, groups }: { account: PlatformAccount; groups: AccountGroup[] }) {
  const mine = groups.filter((group) => account.groupIds.includes(group.id));
  if (mine.length === 0) return <Text color="fg.subtle">-</Text>;
  return (
    <Wrap gap="1">
      {mine.map((group) => (
        <GroupTag key={group.id} name={group.name} color={group.color} />
      ))}
    </Wrap>
  );
}
