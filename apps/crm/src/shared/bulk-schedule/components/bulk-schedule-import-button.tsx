import type { BulkScheduleResult } from "@cdp/contracts";
import { ImportDialog } from "@cdp/ui/import-dialog";
import { Button, type ButtonProps } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../components/toaster/index.ts";
import { importBulkSchedule, useBulkTemplateUrl } from "../api/bulk-schedule.ts";

export type BulkScheduleImportButtonProps = Omit<ButtonProps, "onClick"> & {
  /** Called once the dialog closes after a successful import, so the page reloads what it shows (records, calendar). */
  onImported?: (result: BulkScheduleResult) => void;
};

/** 批量排期导入: opens the import dialog (template, upload, progress, error table); a good file's tasks are created at once. */
export function BulkScheduleImportButton({ onImported, ...buttonProps }: BulkScheduleImportButtonProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<BulkScheduleResult | null>(null);
  const template = useBulkTemplateUrl(open, i18n.locale);

  const importFile = async (file: File) => {
    const result = await importBulkSchedule(file);
    if (result.code === 0 && result.data && !result.data.hasError) {
      const { tasks, targets } = result.data;
      setCreated(result.data);
      toaster.create({ type: "success", title: t`批量排期导入成功`, description: t`已创建 ${tasks} 个发布任务，共 ${targets} 个发布目标` });
    }
    return result;
  };

  return (
    <>
      <Button variant="outline" {...buttonProps} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        <Trans>批量排期导入</Trans>
      </Button>
      <ImportDialog
        open={open}
        title={t`批量排期导入`}
        successCode={0}
        importFile={importFile}
        templateUrl={template.data ?? ""}
        templateName={t`批量排期导入模板.xlsx`}
        onClose={() => {
          setOpen(false);
          if (created) onImported?.(created);
          setCreated(null);
        }}
      />
    </>
  );
}
