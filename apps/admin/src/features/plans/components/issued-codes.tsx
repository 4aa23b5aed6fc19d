import { Button, Card, Clipboard, Code, HStack, List, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RedeemCode } from "../api/redeem-codes.ts";

/** The codes just issued, with a copy-all button: the server keeps only their use, so they are shown once. */
export function IssuedCodes({ codes }: { codes: RedeemCode[] }) {
  const { t } = useLingui();
  const count = codes.length;
  return (
    <Card.Root variant="subtle" aria-label={t`新兑换码`} role="region">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="medium">{t`已生成 ${count} 个兑换码`}</Text>
          <Clipboard.Root value={codes.map((item) => item.code).join("\n")} timeout={2000}>
            <Clipboard.Trigger asChild>
              <Button size="sm" variant="outline" aria-label={t`全部复制`}>
                <Clipboard.Indicator />
                <Clipboard.Indicator copied={<Trans>已复制</Trans>}>
                  <Trans>全部复制</Trans>
                </Clipboard.Indicator>
              </Button>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
        <Text color="fg.warning" textStyle="sm">
          <Trans>兑换码只在这里显示一次，离开页面后无法再次查看，请立即复制保存。</Trans>
        </Text>
        <List.Root variant="plain" gap="1" aria-label={t`兑换码列表`}>
          {codes.map((item) => (
            <List.Item key={item.code}>
              <Code size="md">{item.code}</Code>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
