import { Checkbox, Link, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

type PolicyConsentProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** 请勾选隐私政策, when the user tried to log in without the tick. */
  error?: string;
};

/** The tick that accepts the privacy policy and the service agreement; the links open in a new tab. */
export function PolicyConsent({ checked, onCheckedChange, error }: PolicyConsentProps) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        size="sm"
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        invalid={Boolean(error)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" color="fg.muted">
          <Trans>
            我已阅读并同意
            <Link href="/policies" target="_blank" rel="noopener" colorPalette="brand" color="colorPalette.fg">
              《隐私政策》
            </Link>
            和
            <Link href="/service" target="_blank" rel="noopener" colorPalette="brand" color="colorPalette.fg">
              《用户服务协议》
            </Link>
          </Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text role="alert" fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
