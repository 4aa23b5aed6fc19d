import { Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";

/** Replaces the page when a route throws while loading or rendering. */
export function RouteErrorPage() {
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          <Trans>页面出错了</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>页面加载失败，请刷新重试。</Trans>
        </Text>
        <HStack gap="3">
          <Button onClick={() => window.location.reload()}>
            <Trans>刷新页面</Trans>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">
              <Trans>返回首页</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
