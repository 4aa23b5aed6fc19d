import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AppLanguageSwitch } from "../app-language-switch/app-language-switch.tsx";

/** The shell header's right side: the language switch, then the app's user menu. */
export function ShellHeaderEnd({ userMenu }: { userMenu: ReactNode }) {
  return (
    <HStack gap={{ base: "2", sm: "3" }}>
      <AppLanguageSwitch />
      {userMenu}
    </HStack>
  );
}
