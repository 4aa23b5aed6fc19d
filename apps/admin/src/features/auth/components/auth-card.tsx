import { Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type AuthCardProps = { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card of the sign-in and register screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Flex flex="1" justify="center" align="center">
      <Card.Root w="full" maxW="md" shadow="lg">
        <Card.Body gap="6" p={{ base: "6", md: "8" }}>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Stack>
          {children}
          {footer && (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {footer}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
