import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { useRouteName } from "../../shared/routing/index.ts";

/** Shown for any path the route table does not know. */
export function NotFoundPage() {
  const routeName = useRouteName();
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="fg.subtle" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {routeName}
        </Heading>
        <Text color="fg.muted">
          <Trans>您访问的页面不存在或已被移动。</Trans>
        </Text>
        <Button asChild>
          <RouterLink to="/">
            <Trans>返回首页</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
