import { Clipboard, HStack, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { registrationLink } from "../utils/registration-link.ts";

/** The channel's sign-up link, shortened on screen, with a copy button that confirms the copy. */
export function RegistrationLinkCell({ channelId, channelName }: { channelId: number; channelName: string }) {
  const { t } = useLingui();
  const link = registrationLink(channelId);
  return (
    <Clipboard.Root value={link} timeout={2000}>
      <HStack gap="1" minWidth="0">
        <Text truncate textStyle="sm" color="fg.muted" title={link} minWidth="0">
          {link}
        </Text>
        <Clipboard.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t`复制注册链接 ${channelName}`}>
            <Clipboard.Indicator />
          </IconButton>
        </Clipboard.Trigger>
        <Clipboard.Indicator copied={<Text srOnly role="status">{t`已复制`}</Text>}>{null}</Clipboard.Indicator>
      </HStack>
    </Clipboard.Root>
  );
}
