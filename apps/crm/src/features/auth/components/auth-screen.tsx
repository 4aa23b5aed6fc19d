import { Box, Card, Flex, SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useChannel } from "../api/channel.ts";
import { useChannelParam } from "../hooks/use-channel-param.ts";

type AuthScreenProps = {
  /** The marketing panel beside the form (login), or nothing (register). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the login and register pages: the form in a card, optionally beside the marketing
 * panel, over the channel's login picture when the URL names a channel (`?channel=<id>`).
 */
export function AuthScreen({ aside, children }: AuthScreenProps) {
  const channel = useChannel(useChannelParam()).data;
  const picture = channel?.loginPicture;
  return (
    <Flex
      flex="1"
      align="center"
      justify="center"
      px={{ base: "4", md: "8" }}
      py={{ base: "6", md: "12" }}
      bgImage={picture ? `url("${picture}")` : undefined}
      bgSize="cover"
      bgPos="center"
      data-testid="auth-screen"
      data-background={picture ?? undefined}
    >
      <SimpleGrid columns={{ base: 1, lg: aside ? 2 : 1 }} gap={{ base: "6", lg: "10" }} maxW={aside ? "6xl" : "md"} w="full" alignItems="center">
        {aside && <Box order={{ base: 2, lg: 1 }}>{aside}</Box>}
        <Card.Root order={{ base: 1, lg: 2 }} w="full" maxW="md" mx="auto" shadow="lg">
          <Card.Body gap="6" p={{ base: "6", md: "8" }}>
            {children}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Flex>
  );
}
