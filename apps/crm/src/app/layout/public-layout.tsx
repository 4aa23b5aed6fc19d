import { Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { AppLanguageSwitch } from "../../shared/components/app-language-switch/index.ts";
import { Brand } from "../../shared/components/brand/index.ts";

/** Frame of the pages outside the shell (login, register, policies, service). */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" justify="space-between" gap="4" px={{ base: "4", md: "8" }} py="4">
        <Brand />
        <AppLanguageSwitch />
      </Flex>
      {/* Each page sets its own width: the login page spans the screen, documents keep a reading width. */}
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
    </Flex>
  );
}
