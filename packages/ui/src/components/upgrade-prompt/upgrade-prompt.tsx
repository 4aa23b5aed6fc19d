import { Button, CloseButton, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useRef, type ReactNode } from "react";

export type UpgradePromptProps = Omit<Dialog.RootProps, "children" | "open" | "onOpenChange"> & {
  open: boolean;
  /** Called with `false` when the dialog is closed by "later", the close button, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Called by the confirm button (usually: go to permission management); the dialog then closes. */
  onUpgrade: () => void;
  /**
   * The dialog's title.
   * @default "升级套餐" (translated)
   */
  title?: ReactNode;
  /**
   * The message.
   * @default "您当前使用的是免费版，部分功能受限。升级套餐即可解锁全部功能。" (translated)
   */
  description?: ReactNode;
  /** What the paid plan adds, one line each. */
  benefits?: ReactNode[];
  /**
   * The confirm button's text.
   * @default "去升级" (translated)
   */
  upgradeLabel?: ReactNode;
  /**
   * The dismiss button's text.
   * @default "以后再说" (translated)
   */
  laterLabel?: ReactNode;
};

/** Offers a free-plan user the plan upgrade: 去升级 or 以后再说. */
export function UpgradePrompt(props: UpgradePromptProps) {
  const { open, onOpenChange, onUpgrade, title, description, benefits, upgradeLabel, laterLabel, ...rootProps } = props;
  const { t } = useLingui();
  const laterButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      role="alertdialog"
      size="sm"
      // Focus starts on the choice that changes nothing.
      initialFocusEl={() => laterButton.current}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t`升级套餐`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Dialog.Description>
                {description ?? t`您当前使用的是免费版，部分功能受限。升级套餐即可解锁全部功能。`}
              </Dialog.Description>
              {benefits && benefits.length > 0 && (
                <List.Root gap="2" variant="plain">
                  {benefits.map((benefit, index) => (
                    <List.Item key={index} alignItems="center">
                      <List.Indicator asChild color="green.600">
                        <CircleCheck />
                      </List.Indicator>
                      <Text as="span" textStyle="sm">
                        {benefit}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={laterButton} variant="outline">{laterLabel ?? t`以后再说`}</Button>
              </Dialog.ActionTrigger>
              <Button
                onClick={() => {
                  onUpgrade();
                  onOpenChange(false);
                }}
              >
                {upgradeLabel ?? t`去升级`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
