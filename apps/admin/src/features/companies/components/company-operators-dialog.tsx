import type { Company } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCompanyOperators, type CompanyOperator } from "../api/company-operators.ts";

/** The operators assigned to one company (read only: they are moved in 用户管理). */
export function CompanyOperatorsDialog({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useLingui();
  const companyName = company?.companyName ?? "";
  return (
    <Dialog.Root open={company !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`企业用户：${companyName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{company && <OperatorList companyId={company.id} />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>关闭</Trans>
                </Button>
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

function OperatorList({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  const operators = useCompanyOperators(companyId);
  const columns: DataTableColumn<CompanyOperator>[] = [
    { key: "email", header: t`邮箱` },
    { key: "nickname", header: t`昵称` },
    { key: "mobile", header: t`手机号`, render: (operator) => operator.mobile ?? "—" },
  ];
  if (operators.isError) return <LoadFailure title={t`企业用户加载失败`} message={operators.error.message} onRetry={() => void operators.refetch()} />;
  return (
    <DataTable
      label={t`企业用户`}
      size="sm"
      maxHeight="24rem"
      overflowY="auto"
      columns={columns}
      rows={operators.data ?? []}
      rowKey={(operator) => operator.id}
      loading={operators.isPending}
      emptyText={t`该企业下还没有用户，可在用户管理中为用户选择企业`}
    />
  );
}
