import { ApiError, apiErrorMessage } from "@cdp/api-client";
import { ERROR_TABLE, PLATFORMS, type LinkMethod, type LinkSession, type Platform } from "@cdp/contracts";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { Button, CloseButton, Dialog, Portal, RadioCard, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { ACCOUNTS_KEY } from "../api/accounts.ts";
import { useStartLink } from "../api/start-link.ts";
import { platformConsent } from "../hooks/platform-consent.ts";
import { LinkQrPanel } from "./link-qr-panel.tsx";

export type LinkDialogRequest = {
  /** 重新授权 comes with the account's platform; 添加账号 starts on TikTok. */
  platform?: Platform;
  reconnect?: boolean;
};

type LinkDialogProps = {
  /** Open while set. */
  request: LinkDialogRequest | null;
  onClose: () => void;
  /** The plan allows no more accounts (envelope code 4030): the page offers the upgrade instead. */
  onPlanLimit: (message: string) => void;
};

/** 添加账号 / 重新授权: choose the platform and the method, then go to the platform or scan the code. */
export function LinkDialog({ request, onClose, onPlanLimit }: LinkDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={request !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.reconnect ? t`重新授权` : t`添加账号`}</Dialog.Title>
            </Dialog.Header>
            {/* Unmounted when closed: the QR status stops polling and the next opening starts fresh. */}
            {request && <LinkDialogBody request={request} onClose={onClose} onPlanLimit={onPlanLimit} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LinkDialogBody({ request, onClose, onPlanLimit }: { request: LinkDialogRequest } & Omit<LinkDialogProps, "request">) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const startLink = useStartLink();
  const [platform, setPlatform] = useState<Platform>(request.platform ?? "tiktok");
  const [method, setMethod] = useState<LinkMethod>("redirect");
  const [session, setSession] = useState<LinkSession | null>(null);

  const start = async () => {
    try {
      const started = await startLink.mutateAsync({ platform, method });
      if (started.method === "redirect") {
        if (started.authUrl) platformConsent.open(started.authUrl);
        else toaster.create({ type: "error", title: t`发起授权失败`, description: t`请稍后重试` });
        return;
      }
      setSession(started);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_TABLE.PLAN_LIMIT_REACHED.code) {
        onClose();
        onPlanLimit(error.message);
        return;
      }
      toaster.create({ type: "error", title: t`发起授权失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  const linked = async () => {
    toaster.create({ type: "success", title: t`账号授权成功` });
    onClose();
    await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  };

  if (session) {
    return (
      <Dialog.Body paddingBottom="6">
        <LinkQrPanel key={session.linkId} session={session} onLinked={() => void linked()} onRestart={() => void start()} restarting={startLink.isPending} />
      </Dialog.Body>
    );
  }

  const methods: { value: LinkMethod; label: string; description: string }[] = [
    { value: "redirect", label: t`浏览器授权`, description: t`跳转到平台页面登录并同意授权，完成后自动返回` },
    { value: "qr", label: t`扫码授权`, description: t`用手机扫描二维码，或在另一台设备上输入代码完成授权` },
  ];

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <RadioCard.Root value={platform} onValueChange={(details) => details.value && setPlatform(details.value as Platform)} colorPalette="brand">
            <RadioCard.Label>{t`选择平台`}</RadioCard.Label>
            <Stack direction="row" gap="3">
              {PLATFORMS.map((value) => (
                <RadioCard.Item key={value} value={value} flex="1">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemText>
                      <PlatformTag platform={value} textStyle="md" color="fg" />
                    </RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
          </RadioCard.Root>
          <RadioCard.Root value={method} onValueChange={(details) => details.value && setMethod(details.value as LinkMethod)} colorPalette="brand">
            <RadioCard.Label>{t`授权方式`}</RadioCard.Label>
            <Stack gap="3">
              {methods.map((option) => (
                <RadioCard.Item key={option.value} value={option.value}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
          </RadioCard.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t`取消`}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" loading={startLink.isPending} onClick={() => void start()}>
          {t`开始授权`}
        </Button>
      </Dialog.Footer>
    </>
  );
}
