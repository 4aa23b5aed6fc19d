import { Alert, Button, CloseButton, Dialog, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Download, FileSpreadsheet } from "lucide-react";
import { DropzoneArea } from "../uploader/dropzone-area";
import { ImportProgress } from "./import-progress";
import type { ImportResult } from "./types";
import { useImport } from "./use-import";

export type ImportDialogProps = Omit<Dialog.RootProps, "children" | "open" | "onOpenChange" | "onExitComplete"> & {
  open: boolean;
  /** Called when the dialog closes; `refresh` is true when an import succeeded, so the list reloads. */
  onClose: (refresh: boolean) => void;
  /** Sends the Excel file to the server and resolves to its import result. */
  importFile: (file: File) => Promise<ImportResult>;
  /** Where the template downloads from. */
  templateUrl: string;
  /** The template's file name, shown in the link and used for the download. */
  templateName: string;
  /**
   * The result code that means success.
   * @default 1
   */
  successCode?: number;
  /**
   * The server's row limit, shown in the helper text.
   * @default 300
   */
  maxRows?: number;
  /**
   * The dialog's heading.
   * @default 批量导入 (translated)
   */
  title?: string;
};

/**
 * Imports an Excel sheet: drag or pick a `.xlsx`/`.xls` file, see it upload, then either the
 * success or the rows to fix. Each import's result comes from the injected `importFile`.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { open, onClose, importFile, templateUrl, templateName, successCode = 1, maxRows = 300, title, ...rootProps } = props;
  const { t } = useLingui();
  const { state, error, imported, start, reset } = useImport(importFile, successCode);
  const uploading = state.phase === "uploading";

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose(imported);
      }}
      // Back to "before upload" once closed, so the next opening starts afresh.
      onExitComplete={reset}
      placement="center"
      scrollBehavior="inside"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="min(720px, calc(100vw - 2rem))">
            <Dialog.Header>
              <Dialog.Title>{title ?? t`批量导入`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DropzoneArea
                  layout="wide"
                  label={t`点击或将文件拖拽到这里上传`}
                  hint={t`仅支持 .xlsx、.xls 格式，单次最多 ${maxRows} 条数据`}
                  icon={<FileSpreadsheet />}
                  accept=".xlsx,.xls"
                  multiple={false}
                  disabled={uploading}
                  onFiles={([file]) => {
                    if (file) void start(file);
                  }}
                />
                <Text textStyle="sm" color="fg.muted">
                  {t`请按模板填写数据后上传。`}{" "}
                  <Link href={templateUrl} download={templateName} colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                    <Download size={14} aria-hidden="true" />
                    {t`下载模板 ${templateName}`}
                  </Link>
                </Text>
                {error != null && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                <ImportProgress state={state} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant={imported ? "solid" : "outline"}>{imported ? t`完成` : t`取消`}</Button>
              </Dialog.ActionTrigger>
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
