import { Alert, Button, CloseButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";

export type DemoDataBannerProps = Omit<Alert.RootProps, "title"> & {
  /** Called by the upgrade button. */
  onUpgrade: () => void;
  /**
   * The headline.
   * @default "当前展示的是演示数据" (translated)
   */
  title?: ReactNode;
  /**
   * The explanation under it.
   * @default "升级为会员后，即可查看您已绑定账号的真实数据。" (translated)
   */
  description?: ReactNode;
  /**
   * The upgrade button's text.
   * @default "立即升级" (translated)
   */
  upgradeLabel?: ReactNode;
  /** Adds a close button; the banner hides itself and calls `onDismiss`. */
  dismissible?: boolean;
  onDismiss?: () => void;
};

/** Tells a non-member that the figures on the page are demo data, with a way to upgrade. */
export function DemoDataBanner(props: DemoDataBannerProps) {
  const { onUpgrade, title, description, upgradeLabel, dismissible = false, onDismiss, status = "warning", ...rest } = props;
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    // A status message: advisory, announced politely, never interrupting.
    <Alert.Root role="status" status={status} alignItems="center" flexWrap="wrap" {...rest}>
      <Alert.Indicator />
      <Alert.Content flex="1 1 16rem">
        <Alert.Title>{title ?? t`当前展示的是演示数据`}</Alert.Title>
        <Alert.Description>{description ?? t`升级为会员后，即可查看您已绑定账号的真实数据。`}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={onUpgrade} flexShrink="0">
        {upgradeLabel ?? t`立即升级`}
      </Button>
      {dismissible && (
        <CloseButton
          size="sm"
          aria-label={t`关闭提示`}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        />
      )}
    </Alert.Root>
  );
}
