import { Center, Heading, HStack, Stack, Text, type CenterProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type StatusPageProps = Omit<CenterProps, "title" | "children"> & {
  /** A large status code above the heading, e.g. `404`. Decorative: hidden from assistive technology. */
  code?: string;
  /** The page's `h1`. */
  title: ReactNode;
  /** A line of explanation under the heading. */
  description?: ReactNode;
  /** Buttons or links under the explanation, in a row. */
  children?: ReactNode;
};

/** A whole page that replaces the app when there is nothing else to show: the page is missing or broke. */
export function StatusPage({ code, title, description, children, ...rest }: StatusPageProps) {
  return (
    <Center as="main" minH="100dvh" p="6" {...rest}>
      <Stack align="center" gap="4" textAlign="center">
        {code != null && (
          <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description != null && <Text color="fg.muted">{description}</Text>}
        {children != null && (
          <HStack gap="3" wrap="wrap" justify="center">
            {children}
          </HStack>
        )}
      </Stack>
    </Center>
  );
}
