import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { UploadFn } from "../uploader/types";
import { FileDialogForm, type FileShareValues } from "./file-dialog-form";

/** The `dialogState` value that opens the dialog in edit mode. */
export const FILE_DIALOG_EDIT_STATE = 3;

export type FileDialogProps = Omit<Dialog.RootProps, "children" | "open" | "onOpenChange"> & {
  open: boolean;
  /** The caller's dialog state; `3` means edit (name locked, file pre-filled), anything else create. */
  dialogState: number;
  /** The file share being edited. */
  initial?: { name: string; fileUrl: string; fileName?: string };
  /** Uploads the file; passed to the uploader. */
  upload: UploadFn;
  /** Saves the file share; a rejection keeps the dialog open and shows its message. */
  onSave: (values: FileShareValues) => Promise<void>;
  /** Called when the dialog closes; `refresh` is true after a successful save. */
  onClose: (refresh: boolean) => void;
  /**
   * The largest file, in MB.
   * @default 20
   */
  maxSizeMb?: number;
  /**
   * The longest file name, in characters.
   * @default 50
   */
  maxNameLength?: number;
};

/** Creates or edits a file share: a name and one uploaded file, in a 750px dialog. */
export function FileDialog(props: FileDialogProps) {
  const { open, dialogState, initial, upload, onSave, onClose, maxSizeMb = 20, maxNameLength = 50, ...rootProps } = props;
  const { t } = useLingui();
  const editing = dialogState === FILE_DIALOG_EDIT_STATE;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose(false);
      }}
      // The form mounts on each opening, so it starts from `initial` every time.
      lazyMount
      unmountOnExit
      placement="center"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="min(750px, calc(100vw - 2rem))">
            <Dialog.Header>
              <Dialog.Title>{editing ? t`编辑文件` : t({ message: "上传文件", context: "file dialog title" })}</Dialog.Title>
            </Dialog.Header>
            <FileDialogForm
              editing={editing}
              initial={initial}
              upload={upload}
              maxSizeMb={maxSizeMb}
              maxNameLength={maxNameLength}
              onSave={async (values) => {
                await onSave(values);
                onClose(true);
              }}
              onCancel={() => onClose(false)}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
