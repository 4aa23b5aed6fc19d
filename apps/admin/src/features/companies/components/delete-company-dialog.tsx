import type { Company } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { useLingui } from "@lingui/react/macro";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useDeleteCompany } from "../api/delete-company.ts";

type DeleteCompanyDialogProps = {
  company: Company | null;
  onClose: () => void;
  /** A company with operators cannot be deleted: the confirm button shows them instead. */
  onShowOperators: (company: Company) => void;
};

/** Says what deleting a company means for its operators before doing it. */
export function DeleteCompanyDialog({ company, onClose, onShowOperators }: DeleteCompanyDialogProps) {
  const { t } = useLingui();
  const deleteCompany = useDeleteCompany();
  const name = company?.companyName ?? "";
  const count = company?.operators ?? 0;
  const blocked = count > 0;
  return (
    <ConfirmDialog
      open={company !== null}
      onOpenChange={(open) => !open && onClose()}
      tone={blocked ? "default" : "danger"}
      title={blocked ? t`暂不能删除企业` : t`删除企业`}
      message={
        blocked
          ? t`“${name}”下还有 ${count} 个用户。请先在用户管理中为他们选择其他企业或清除企业，再删除该企业；用户的账号、套餐和记录都不受影响。`
          : t`确定删除“${name}”吗？该企业下没有用户，删除后不可恢复；已删除用户的记录会保留，但不再关联该企业。`
      }
      confirmText={blocked ? t`查看用户` : t`删除`}
      onConfirm={async () => {
        if (!company) return;
        if (blocked) return onShowOperators(company);
        const envelope = await deleteCompany.mutateAsync(company.id);
        toaster.create({ type: "success", title: envelope.msg || t`删除成功` });
      }}
    />
  );
}
