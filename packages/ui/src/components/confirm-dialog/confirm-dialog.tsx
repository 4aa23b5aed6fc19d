import { Alert, Box, Button, Dialog, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleHelp, TriangleAlert } from "lucide-react";
import { useRef, useState, type ReactElement, type ReactNode } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";

type Tone = "default" | "danger";

const TONE_ICONS: Record<Tone, ReactElement> = {
  default: <CircleHelp />,
  danger: <TriangleAlert />,
};

export type ConfirmDialogProps = Omit<Dialog.RootProps, "open" | "onOpenChange" | "children" | "role"> & {
  open: boolean;
  /** Called with `false` after a successful confirm, a cancel, or Esc. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What is about to happen; it becomes the dialog's accessible description. */
  message?: ReactNode;
  /**
   * The confirm button's text.
   * @default "确定" (translated)
   */
  confirmText?: string;
  /**
   * The cancel button's text.
   * @default "取消" (translated)
   */
  cancelText?: string;
  /**
   * Runs on confirm. While its promise is pending the confirm button shows a spinner and the dialog
   * cannot be dismissed; when it resolves the dialog closes. When it throws, the dialog stays open and
   * shows the error's message.
   */
  onConfirm: () => void | Promise<void>;
  /** Called when the user backs out: the cancel button or Esc. */
  onCancel?: () => void;
  /**
   * `danger` for destructive actions: a warning icon and a red confirm button.
   * @default "default"
   */
  tone?: Tone;
};

/** Asks before doing something (an `alertdialog`), runs the injected action and shows its failure. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, message, confirmText, cancelText, onConfirm, onCancel, tone = "default", ...rootProps } =
    props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("confirmDialog")({ tone });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // A dialog opened again starts without the last attempt's error.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const cancel = () => {
    if (running.current) return;
    onCancel?.();
    onOpenChange(false);
  };

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t`操作失败，请稍后重试`);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) cancel();
      }}
      closeOnInteractOutside={false}
      // Focus starts on the safe choice, so an accidental Enter does not confirm.
      initialFocusEl={() => cancelButton.current}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={styles.content} aria-busy={pending || undefined}>
            <Dialog.Header css={styles.header}>
              <Box asChild css={styles.icon} aria-hidden="true">
                {TONE_ICONS[tone]}
              </Box>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message != null && <Dialog.Description css={styles.message}>{message}</Dialog.Description>}
              {error != null && (
                <Alert.Root status="error" role="alert" css={styles.error}>
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelButton} variant="outline" colorPalette="gray" onClick={cancel} disabled={pending}>
                {cancelText ?? t`取消`}
              </Button>
              <Button css={styles.confirm} loading={pending} onClick={confirm}>
                {confirmText ?? t`确定`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
