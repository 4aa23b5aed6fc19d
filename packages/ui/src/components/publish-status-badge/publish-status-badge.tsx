import { DEFAULT_LOCALE, isLocale, PUBLISH_STATUS_LABELS, type PublishStatus } from "@cdp/contracts";
import { Badge, Icon, type BadgeProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { CircleCheck, CircleHelp, CircleX, LoaderCircle } from "lucide-react";
import type { ReactElement } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";

type StatusVariant = "distributing" | "succeeded" | "failed" | "toVerify";

const STATUS: Record<PublishStatus, { variant: StatusVariant; icon: ReactElement }> = {
  0: { variant: "distributing", icon: <LoaderCircle /> },
  1: { variant: "succeeded", icon: <CircleCheck /> },
  2: { variant: "failed", icon: <CircleX /> },
  3: { variant: "toVerify", icon: <CircleHelp /> },
};

export type PublishStatusBadgeProps = Omit<BadgeProps, "children"> & {
  /** The publish status number: 0 distributing, 1 succeeded, 2 failed, 3 to verify. */
  status: PublishStatus;
};

/**
 * A publish task's status: 分发中 (with a slowly turning icon), 分发成功, 分发失败 or 需核实 (the platform
 * may have posted but cannot be read to say so), in the active language. The wording is the shared one
 * from `@cdp/contracts`, so it matches the server's exports.
 */
export function PublishStatusBadge({ status, variant = "surface", ...rest }: PublishStatusBadgeProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { variant: statusVariant, icon } = STATUS[status];
  const styles = useThemeSlotRecipe("publishStatusBadge")({ status: statusVariant });
  return (
    <Badge variant={variant} css={styles.root} {...rest}>
      <Icon css={styles.icon} aria-hidden="true">
        {icon}
      </Icon>
      {PUBLISH_STATUS_LABELS[status][locale]}
    </Badge>
  );
}
