import type { ApiKey } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Badge, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useOperatorApiKeys, useRevokeOperatorApiKey } from "../api/operator-api-keys.ts";

/** An operator's API keys in their details: name, scope, prefix, created and last used, each revocable. */
export function OperatorApiKeys({ operatorId }: { operatorId: number }) {
  const { t, i18n } = useLingui();
  const keys = useOperatorApiKeys(operatorId);
  const revoke = useRevokeOperatorApiKey(operatorId);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const date = (value: string) => new Date(value).toLocaleString(i18n.locale);
  const revokingName = revoking?.name ?? "";
  if (keys.isError) return <LoadFailure title={t`API 密钥加载失败`} message={keys.error.message} onRetry={() => void keys.refetch()} />;
  const list = keys.data?.list ?? [];

  return (
    <Stack gap="2">
      {!keys.isPending && list.length === 0 ? <Text color="fg.muted">{t`没有 API 密钥`}</Text> : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`API 密钥`}>
        {list.map((key) => {
          const name = key.name;
          const created = date(key.createdAt);
          const lastUsed = key.lastUsedAt ? date(key.lastUsedAt) : null;
          return (
            <HStack as="li" key={key.id} justify="space-between" align="start" gap="3" borderWidth="1px" borderRadius="l2" padding="3">
              <Stack gap="1" minWidth="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{name}</Text>
                  <Badge colorPalette={key.scope === "publish" ? "blue" : "gray"}>{key.scope === "publish" ? t`读取和发布` : t`只读`}</Badge>
                  <Code>{`${key.prefix}…`}</Code>
                </HStack>
                <Text color="fg.muted" textStyle="xs">
                  {t`创建于 ${created}`} · {lastUsed ? t`最近使用 ${lastUsed}` : t`从未使用`}
                </Text>
              </Stack>
              <Button size="xs" variant="outline" colorPalette="red" aria-label={t`撤销 ${name}`} onClick={() => setRevoking(key)}>
                {t`撤销`}
              </Button>
            </HStack>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        tone="danger"
        title={t`撤销密钥`}
        message={t`确定撤销该用户的密钥“${revokingName}”吗？使用它的脚本会立即无法调用接口。`}
        confirmText={t`撤销`}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync({ operatorId, keyId: revoking.id });
          toaster.create({ type: "success", title: t`密钥已撤销` });
        }}
      />
    </Stack>
  );
}
