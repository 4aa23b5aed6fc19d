import { Image, Link, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** A small preview of the login picture; the default background when there is none. */
export function LoginPictureCell({ url }: { url: string | null }) {
  const { t } = useLingui();
  if (!url) return <Text color="fg.muted" textStyle="sm">{t`默认背景`}</Text>;
  return (
    <Link href={url} target="_blank" rel="noreferrer" display="inline-block" aria-label={t`查看登录图片`}>
      <Image src={url} alt={t`图片不见了`} width="20" height="12" objectFit="cover" borderRadius="l1" borderWidth="1px" />
    </Link>
  );
}
