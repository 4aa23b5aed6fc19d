import { HStack, Icon, Text } from "@chakra-ui/react";
import type { ComponentType, ReactNode } from "react";

type BrandProps = {
  /** The product mark (a lucide icon). */
  icon: ComponentType;
  /** The product name, translated. */
  name: ReactNode;
  /**
   * Show only the mark on phones (the name stays for screen readers), where the shell's header is tight.
   * @default false
   */
  compactOnPhones?: boolean;
};

/** The product mark and name. */
export function Brand({ icon: Mark, name, compactOnPhones = false }: BrandProps) {
  return (
    <HStack gap="2">
      <Icon size="lg" flexShrink="0" aria-hidden="true">
        <Mark />
      </Icon>
      <Text fontWeight="semibold" fontSize="md" lineClamp={1} srOnly={compactOnPhones ? { base: true, sm: false } : false}>
        {name}
      </Text>
    </HStack>
  );
}
