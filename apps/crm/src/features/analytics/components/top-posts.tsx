import type { TopPosts } from "@cdp/contracts";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";

/** The account's best published posts; empty until something was published through the product. */
export function TopPostsList({ posts }: { posts: TopPosts | undefined }) {
  const { i18n } = useLingui();
  return (
    <Box as="section" borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" size="md" marginBottom="3">
        <Trans>热门作品</Trans>
      </Heading>
      {posts && posts.list.length > 0 ? (
        <Stack as="ol" gap="2">
          {posts.list.map((post) => (
            <HStack as="li" key={`${post.platform}-${post.videoId}`} justify="space-between">
              <HStack>
                <PlatformTag platform={post.platform} />
                <Text>{post.title}</Text>
              </HStack>
              <Text color="fg.muted">{i18n.number(post.views)}</Text>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">
          <Trans>通过本平台发布作品后，这里会显示播放量最高的作品。</Trans>
        </Text>
      )}
    </Box>
  );
}
