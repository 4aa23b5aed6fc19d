import type { TopPosts } from "@cdp/contracts";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { Box, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

type Post = TopPosts["list"][number];

/** The most viewed posts published through the product, with their latest figures (read daily for 30 days, then weekly). */
export function TopPostsList({ posts, loading, failure, onRetry }: { posts: TopPosts | undefined; loading: boolean; failure: string | null; onRetry(): void }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" id={headingId} size="md" marginBottom="3">
        <Trans>热门作品</Trans>
      </Heading>
      {failure !== null ? (
        <LoadFailure title={failure} onRetry={onRetry} />
      ) : loading ? (
        <Stack gap="2" aria-busy="true">
          <Text srOnly>{t`加载中…`}</Text>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="12" borderRadius="l2" />
          ))}
        </Stack>
      ) : posts && posts.list.length > 0 ? (
        <Stack as="ol" gap="3" aria-labelledby={headingId}>
          {posts.list.map((post) => (
            <TopPostRow key={post.itemId} post={post} />
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

function TopPostRow({ post }: { post: Post }) {
  const { t, i18n } = useLingui();
  const count = (value: number | null) => (value === null ? "—" : i18n.number(value));
  const publishedAt = i18n.date(post.publishedAt, { dateStyle: "medium" });
  return (
    <Stack as="li" gap="1">
      <HStack gap="2" minWidth="0">
        <PlatformTag platform={post.platform} />
        {post.postUrl ? (
          <Link href={post.postUrl} target="_blank" rel="noreferrer" fontWeight="medium" truncate title={post.title}>
            {post.title}
          </Link>
        ) : (
          <Text fontWeight="medium" truncate title={post.title}>
            {post.title}
          </Text>
        )}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {t`${post.accountName} · 发布于 ${publishedAt} · 数据日期 ${post.figuresOn}`}
      </Text>
      <HStack as="dl" gap="4" textStyle="sm" flexWrap="wrap">
        <Figure label={t`播放`} value={count(post.views)} />
        <Figure label={t`点赞`} value={count(post.likes)} />
        <Figure label={t({ message: "评论", context: "post metric" })} value={count(post.comments)} />
        <Figure label={post.shares === null ? t`分享（平台不提供）` : t`分享`} value={count(post.shares)} />
      </HStack>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="1">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}
