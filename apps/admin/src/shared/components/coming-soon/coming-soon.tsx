import { PageHeader } from "@cdp/ui/page-header";
import { EmptyState, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { useRouteName } from "../../routing/index.ts";

type ComingSoonProps = {
  /** Links or buttons shown under the message. */
  children?: ReactNode;
};

/** A titled page whose screen is not built yet: the route name as heading and an honest notice. */
export function ComingSoon({ children }: ComingSoonProps) {
  const routeName = useRouteName();
  return (
    <Stack gap="6">
      <PageHeader routeName={routeName} />
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Construction aria-hidden="true" />
          </EmptyState.Indicator>
          <EmptyState.Title>
            <Trans>此页面即将推出</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>这个功能正在开发中，将在后续版本中提供。</Trans>
          </EmptyState.Description>
          {children}
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
