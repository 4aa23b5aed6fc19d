import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog";
import type { PublishItemView } from "./types";

/** Which action is waiting for the operator's confirmation. */
export type PendingAction = { kind: "resendTask"; failed: number } | { kind: "cancel" } | { kind: "resendItem"; item: PublishItemView };

export type TaskConfirmProps = {
  pending: PendingAction | null;
  onClose: () => void;
  onResendTask?: () => void | Promise<void>;
  onCancel?: () => void | Promise<void>;
  onResendItem?: (itemId: string) => void | Promise<void>;
};

/** The confirm dialog of a task's actions; it runs the action and shows its failure. */
export function TaskConfirm({ pending, onClose, onResendTask, onCancel, onResendItem }: TaskConfirmProps) {
  const { t } = useLingui();
  // The dialog keeps its wording while it closes, after `pending` is cleared.
  const [shown, setShown] = useState(pending);
  if (pending != null && pending !== shown) setShown(pending);
  const failed = shown?.kind === "resendTask" ? shown.failed : 0;
  const name = shown?.kind === "resendItem" ? shown.item.accountName : "";
  const copy =
    shown?.kind === "cancel"
      ? { title: t`取消未开始的发布`, message: t`尚未开始的目标将被取消，正在发布和已完成的不受影响。`, confirm: t`取消发布`, cancel: t`不取消`, tone: "danger" as const }
      : shown?.kind === "resendItem"
        ? { title: t`重发`, message: t`将重新发布到 ${name}，之前的尝试会保留在记录中。`, confirm: t`重发`, cancel: undefined, tone: "default" as const }
        : { title: t`重发任务`, message: t`将重新发布本任务中 ${failed} 个失败的目标。`, confirm: t`重发`, cancel: undefined, tone: "default" as const };

  const run = async () => {
    if (pending?.kind === "cancel") await onCancel?.();
    else if (pending?.kind === "resendItem") await onResendItem?.(pending.item.id);
    else await onResendTask?.();
  };

  return (
    <ConfirmDialog
      open={pending != null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      message={copy.message}
      confirmText={copy.confirm}
      cancelText={copy.cancel}
      tone={copy.tone}
      onConfirm={run}
    />
  );
}
