import type { MediaLibraryItem } from "@cdp/contracts";
import { Box, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MediaName, MediaTypeBadge, MediaUsage, mediaSize } from "./media-facts.tsx";

type MediaCardListProps = {
  items: MediaLibraryItem[];
  loading: boolean;
  when: (iso: string) => string;
  onDelete: (item: MediaLibraryItem) => void;
};

/** The library on a phone: one card per file instead of the wide table. */
export function MediaCardList({ items, loading, when, onDelete }: MediaCardListProps) {
  const { t } = useLingui();
  if (loading) {
    return (
      <Stack gap="3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="24" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t`素材库`}>
      {items.map((item) => {
        const name = item.fileName;
        return (
          <Box as="li" key={item.id}>
            <Card.Root variant="outline" size="sm">
              <Card.Body gap="3">
                <MediaName item={item} compact />
                <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
                  <MediaTypeBadge type={item.type} />
                  <Text>{mediaSize(item)}</Text>
                  <Text>{when(item.createdAt)}</Text>
                </HStack>
                <HStack justify="space-between" align="end" textStyle="sm">
                  <MediaUsage item={item} />
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => onDelete(item)}>
                    <Trans>删除</Trans>
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
