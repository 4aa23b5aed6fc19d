import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "../confirm-dialog";
import type { PublishItemView, ResendItemOptions } from "./types";

/** Which action is waiting for the operator's confirmation. */
export type PendingAction = { kind: "resendTask"; failed: number; unverified: number; cancelled: number } | { kind: "cancel" } | { kind: "resendItem"; item: PublishItemView };

export type TaskConfirmProps = {
  pending: PendingAction | null;
  onClose: () => void;
  onResendTask?: () => void | Promise<void>;
  onCancel?: () => void | Promise<void>;
  onResendItem?: (itemId: string, options: ResendItemOptions) => void | Promise<void>;
};

type Copy = Pick<ConfirmDialogProps, "title" | "message" | "confirmText" | "cancelText" | "tone">;

/** The confirm dialog of a task's actions; it runs the action and shows its failure. */
export function TaskConfirm({ pending, onClose, onResendTask, onCancel, onResendItem }: TaskConfirmProps) {
  const { t } = useLingui();
  // The dialog keeps its wording while it closes, after `pending` is cleared.
  const [shown, setShown] = useState(pending);
  if (pending != null && pending !== shown) setShown(pending);

  const copyOf = (action: PendingAction | null): Copy => {
    if (action?.kind === "cancel") {
      return { title: t`取消未开始的发布`, message: t`尚未开始的目标将被取消，正在发布和已完成的不受影响。`, confirmText: t`取消发布`, cancelText: t`不取消`, tone: "danger" };
    }
    if (action?.kind === "resendItem") {
      const name = action.item.accountName;
      // 需核实: the post may be there already; resending before a look on the platform can post twice.
      if (action.item.status === 3) {
        return {
          title: t`核实后重发到 ${name}`,
          message: t`请先到平台核实该帖子确实不存在。确认不存在后再重发，否则会重复发布。`,
          confirmText: t`已核实不存在，重发`,
          tone: "danger",
        };
      }
      return { title: t`重发`, message: t`将重新发布到 ${name}，之前的尝试会保留在记录中。`, confirmText: t`重发`, tone: "default" };
    }
    const failed = action?.failed ?? 0;
    const unverified = action?.unverified ?? 0;
    return { title: t`重发任务`, message: resendMessage(failed, unverified, (action?.cancelled ?? 0) > 0), confirmText: t`重发`, tone: "default" };
  };

  // Cancelled targets are resent with the failed ones, so the count says so.
  const resendMessage = (failed: number, unverified: number, withCancelled: boolean) => {
    if (withCancelled) {
      return unverified > 0
        ? t`将重新发布本任务中 ${failed} 个失败或已取消的目标。${unverified} 个需核实的目标不会重发：请到平台核实后逐个重发。`
        : t`将重新发布本任务中 ${failed} 个失败或已取消的目标。`;
    }
    return unverified > 0
      ? t`将重新发布本任务中 ${failed} 个失败的目标。${unverified} 个需核实的目标不会重发：请到平台核实后逐个重发。`
      : t`将重新发布本任务中 ${failed} 个失败的目标。`;
  };

  const run = async () => {
    if (pending?.kind === "cancel") await onCancel?.();
    else if (pending?.kind === "resendItem") await onResendItem?.(pending.item.id, { confirmNotPosted: pending.item.status === 3 });
    else await onResendTask?.();
  };

  return <ConfirmDialog open={pending != null} onOpenChange={(open) => !open && onClose()} {...copyOf(shown)} onConfirm={run} />;
}
