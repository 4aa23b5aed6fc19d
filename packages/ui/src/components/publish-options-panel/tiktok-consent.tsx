import { Link, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

const MUSIC_USAGE_URL = "https://www.tiktok.com/legal/page/global/music-usage-confirmation/en";
const BRANDED_CONTENT_POLICY_URL = "https://www.tiktok.com/legal/page/global/bc-policy/en";

/** TikTok's consent line (platform-api-contracts §A.3.10): the Music Usage Confirmation, plus the Branded Content Policy when branded. */
export function TikTokConsent({ branded }: { branded: boolean }) {
  const music = (
    <Link href={MUSIC_USAGE_URL} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" textDecoration="underline">
      <Trans>音乐使用确认</Trans>
    </Link>
  );
  const policy = (
    <Link href={BRANDED_CONTENT_POLICY_URL} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" textDecoration="underline">
      <Trans>品牌内容政策</Trans>
    </Link>
  );
  return (
    <Text textStyle="xs" color="fg.muted">
      {branded ? <Trans>发布即表示你同意 TikTok 的{policy}和{music}。</Trans> : <Trans>发布即表示你同意 TikTok 的{music}。</Trans>}
    </Text>
  );
}
