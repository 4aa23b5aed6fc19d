import { Flex, type FlexProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type PublicShellProps = Omit<FlexProps, "children"> & {
  /** The product name or logo at the start of the header. */
  brand: ReactNode;
  /** The end of the header, usually the language switch. */
  headerEnd?: ReactNode;
  /** The page, inside the `main` landmark. Each page sets its own width. */
  children: ReactNode;
};

/** The frame of the pages outside the signed-in shell (login, register, policies): a slim header over the page. */
export function PublicShell({ brand, headerEnd, children, ...rest }: PublicShellProps) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" {...rest}>
      <Flex as="header" align="center" justify="space-between" gap="4" px={{ base: "4", md: "8" }} py="4">
        {brand}
        {headerEnd}
      </Flex>
      <Flex as="main" direction="column" flex="1">
        {children}
      </Flex>
    </Flex>
  );
}
