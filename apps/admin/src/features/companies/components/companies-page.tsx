import { useRouteName } from "@cdp/app-kit";
import type { Company } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ListTable, useListSort } from "../../../shared/components/list-table/index.ts";
import { RowActions } from "../../../shared/components/row-actions/index.ts";
import { useCompanies, type CompanyQuery, type CompanySort } from "../api/companies.ts";
import { CompanyDialog, type CompanyDialogState } from "./company-dialog.tsx";
import { CompanyOperatorsDialog } from "./company-operators-dialog.tsx";
import { DeleteCompanyDialog } from "./delete-company-dialog.tsx";
import { KeywordSearch } from "./keyword-search.tsx";

/** 企业管理: companies with their operator counts; search, create, edit, delete, their operators. */
export function CompaniesPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [query, setQuery] = useState<CompanyQuery>({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<CompanySort>(setQuery);
  const companies = useCompanies({ ...query, ...sort });
  const [dialog, setDialog] = useState<CompanyDialogState | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [showing, setShowing] = useState<Company | null>(null);

  const columns: DataTableColumn<Company>[] = [
    { key: "companyKey", header: t`企业编码`, sortable: true, width: "12rem" },
    { key: "companyName", header: t`企业名称`, sortable: true },
    { key: "operators", header: t`用户数`, sortable: true, align: "end", width: "7rem" },
    { key: "createdAt", header: t`创建时间`, sortable: true, width: "12rem", render: (company) => new Date(company.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      width: "14rem",
      render: (company) => {
        const name = company.companyName;
        return (
          <RowActions name={name} onEdit={() => setDialog({ mode: "edit", company })} onDelete={() => setDeleting(company)}>
            <Button size="xs" variant="ghost" aria-label={t`查看用户 ${name}`} onClick={() => setShowing(company)}>
              <Trans>用户</Trans>
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ mode: "create" })}>
            <Plus aria-hidden="true" />
            <Trans>新建企业</Trans>
          </Button>
        }
      />
      <KeywordSearch
        label={t`关键词`}
        placeholder={t`企业编码 / 企业名称`}
        onSearch={(keyword) => setQuery((current) => ({ page: 1, pageSize: current.pageSize, ...(keyword ? { keyword } : {}) }))}
      />
      <ListTable
        list={companies}
        failureTitle={t`企业列表加载失败`}
        page={query}
        onPageChange={(page) => setQuery((current) => ({ ...current, ...page }))}
        sort={sort}
        onSortChange={changeSort}
        label={t`企业`}
        columns={columns}
        rowKey={(company) => company.id}
        emptyText={query.keyword ? t`没有符合条件的企业` : t`还没有企业，点击“新建企业”添加`}
      />
      <CompanyDialog
        state={dialog}
        onClose={(saved) => {
          // A new company is the newest: show the first page, where it is unless another order was chosen.
          if (saved && dialog?.mode === "create") setQuery((current) => ({ ...current, page: 1 }));
          setDialog(null);
        }}
      />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} onShowOperators={setShowing} />
      <CompanyOperatorsDialog company={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
