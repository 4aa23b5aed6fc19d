import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { useLingui } from "@lingui/react/macro";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRejectUpgradeRequest, type AdminUpgradeRequest } from "../api/upgrade-requests.ts";

/** 拒绝升级: asks before turning a request down; the operator keeps the current plan. */
export function RejectRequestDialog({ request, onClose }: { request: AdminUpgradeRequest | null; onClose: () => void }) {
  const { t } = useLingui();
  const reject = useRejectUpgradeRequest();
  const email = request?.email ?? "";
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t`拒绝升级`}
      message={t`确定拒绝 ${email} 的升级申请吗？该用户保持当前套餐，可以再次申请。`}
      confirmText={t`拒绝`}
      onConfirm={async () => {
        if (!request) return;
        await reject.mutateAsync(request.id);
        toaster.create({ type: "success", title: t`已拒绝` });
      }}
    />
  );
}
