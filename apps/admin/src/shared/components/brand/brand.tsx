import { HStack, Icon, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ShieldUser } from "lucide-react";

type BrandProps = {
  /**
   * Show only the mark on phones (the name stays for screen readers), where the shell's header is tight.
   * @default false
   */
  compactOnPhones?: boolean;
};

/** The product mark and the back-office name. */
export function Brand({ compactOnPhones = false }: BrandProps) {
  return (
    <HStack gap="2">
      <Icon size="lg" flexShrink="0" aria-hidden="true">
        <ShieldUser />
      </Icon>
      <Text fontWeight="semibold" fontSize="md" lineClamp={1} srOnly={compactOnPhones ? { base: true, sm: false } : false}>
        <Trans>管理后台</Trans>
      </Text>
    </HStack>
  );
}
