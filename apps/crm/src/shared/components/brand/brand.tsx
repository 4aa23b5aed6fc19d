import { HStack, Icon, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Share2 } from "lucide-react";

type BrandProps = {
  /**
   * Show only the mark on phones (the name stays for screen readers), where the shell's header is tight.
   * @default false
   */
  compactOnPhones?: boolean;
};

/** The product mark and name. */
export function Brand({ compactOnPhones = false }: BrandProps) {
  return (
    <HStack gap="2">
      <Icon size="lg" flexShrink="0" aria-hidden="true">
        <Share2 />
      </Icon>
      <Text fontWeight="semibold" fontSize="md" lineClamp={1} srOnly={compactOnPhones ? { base: true, sm: false } : false}>
        <Trans>内容分发平台</Trans>
      </Text>
    </HStack>
  );
}
