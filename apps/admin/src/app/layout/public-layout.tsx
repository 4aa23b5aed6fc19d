import { PublicShell } from "@cdp/ui/public-shell";
import { Container } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { AppLanguageSwitch } from "@cdp/app-kit";
import { Brand } from "../../shared/components/brand/index.ts";

/** Frame of the pages outside the shell (login, register): every page in one narrow column. */
export function PublicLayout() {
  return (
    <PublicShell brand={<Brand />} headerEnd={<AppLanguageSwitch />}>
      <Container maxW="3xl" flex="1" py={{ base: "6", md: "12" }}>
        <Outlet />
      </Container>
    </PublicShell>
  );
}
