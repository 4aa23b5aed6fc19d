import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type HealthSectionProps = {
  title: string;
  /** One line under the title saying what the section counts. */
  description?: string;
  /** Filters or figures on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One titled block of the 系统状态 page; the title names the region for screen readers. */
export function HealthSection({ title, description, actions, children }: HealthSectionProps) {
  return (
    <Stack as="section" aria-label={title} gap="3">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}
