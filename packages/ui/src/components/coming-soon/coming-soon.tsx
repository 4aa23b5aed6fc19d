import { EmptyState, Stack, type StackProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "../page-header";

export type ComingSoonProps = Omit<StackProps, "children"> & {
  /** The page's heading: the current route's display name. */
  routeName?: string;
  /** Links or buttons shown under the message. */
  children?: ReactNode;
};

/** A titled page whose screen is not built yet: the route name as heading and an honest notice. */
export function ComingSoon({ routeName, children, ...rest }: ComingSoonProps) {
  const { t } = useLingui();
  return (
    <Stack gap="6" {...rest}>
      <PageHeader routeName={routeName} />
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Construction aria-hidden="true" />
          </EmptyState.Indicator>
          {/* A section heading under the page's h1 (Chakra's default is an h3). */}
          <EmptyState.Title asChild>
            <h2>{t`此页面即将推出`}</h2>
          </EmptyState.Title>
          <EmptyState.Description>{t`这个功能正在开发中，将在后续版本中提供。`}</EmptyState.Description>
          {children}
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
