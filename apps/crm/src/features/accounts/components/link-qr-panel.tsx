import type { LinkSession, LinkStatus } from "@cdp/contracts";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { QrCode } from "@cdp/ui/qr-code";
import { Button, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLinkSession } from "../api/link-session.ts";
import { formatSeconds, useSecondsLeft } from "../hooks/use-seconds-left.ts";

type LinkQrPanelProps = {
  /** The session as `POST link` returned it; the panel polls it from there. */
  session: LinkSession;
  /** Called once when the session ends with an account. */
  onLinked: (session: LinkSession) => void;
  /** 重新获取: start a new session (after expiry, refusal or failure). */
  onRestart: () => void;
  restarting: boolean;
};

/** 扫码授权: the QR code (and YouTube's device code), a live status line and the time left. */
export function LinkQrPanel({ session: started, onLinked, onRestart, restarting }: LinkQrPanelProps) {
  const { t } = useLingui();
  const { data: session = started, isError } = useLinkSession(started);
  const secondsLeft = useSecondsLeft(started.expiresAt);
  // Past the deadline the code is dead even if the server has not said so yet.
  const status: LinkStatus = secondsLeft === 0 && (session.status === "pending" || session.status === "scanned") ? "expired" : session.status;
  const finished = status === "expired" || status === "denied" || status === "failed";
  const platformName = PLATFORM_NAMES[started.platform];
  const timeLeft = formatSeconds(secondsLeft);

  useEffect(() => {
    if (session.status === "linked") onLinked(session);
    // onLinked runs once per session: only the status change matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  const statusText: Record<LinkStatus, string> = {
    pending: t`等待扫码`,
    scanned: t`已扫码，请在手机上确认`,
    linked: t`授权成功`,
    expired: t`二维码已过期`,
    denied: t`已拒绝`,
    failed: t`失败`,
  };

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toaster.create({ type: "success", title: t`已复制` });
    } catch {
      toaster.create({ type: "error", title: t`复制失败，请手动输入` });
    }
  };

  return (
    <Stack gap="4" align="center" textAlign="center">
      {started.qrContent && (
        <QrCode value={started.qrContent} aria-label={t`${platformName} 授权二维码`} size={200} opacity={finished ? 0.3 : 1} />
      )}
      {started.userCode && (
        <Stack gap="1" align="center">
          <Text textStyle="sm" color="fg.muted">
            <Trans>在授权页面输入以下代码</Trans>
          </Text>
          <HStack>
            <Text fontFamily="mono" textStyle="3xl" fontWeight="bold" letterSpacing="widest">
              {started.userCode}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void copyCode(started.userCode ?? "")}>
              <Copy aria-hidden="true" />
              <Trans>复制</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
      {started.verificationUrl && (
        <Link href={started.verificationUrl} target="_blank" rel="noreferrer" color="fg.info">
          <Trans>在新窗口中打开</Trans>
          <ExternalLink aria-hidden="true" />
        </Link>
      )}
      <HStack role="status" aria-live="polite" gap="2" color={finished ? "fg.error" : status === "linked" ? "fg.success" : "fg"}>
        {(status === "pending" || status === "scanned") && <Spinner size="xs" aria-hidden="true" />}
        <Text fontWeight="medium">{statusText[status]}</Text>
        {(status === "denied" || status === "failed") && session.message && <Text>{session.message}</Text>}
      </HStack>
      {isError && (
        <Text textStyle="xs" color="fg.muted">
          <Trans>暂时无法获取授权状态，正在重试…</Trans>
        </Text>
      )}
      {!finished && status !== "linked" && (
        <Text textStyle="xs" color="fg.muted">
          {t`二维码将在 ${timeLeft} 后过期`}
        </Text>
      )}
      {finished && (
        <Button size="sm" colorPalette="brand" loading={restarting} onClick={onRestart}>
          <Trans>重新获取</Trans>
        </Button>
      )}
    </Stack>
  );
}
