import { apiErrorMessage } from "@cdp/api-client";
import { AccountPicker } from "@cdp/ui/account-picker";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useAccounts } from "../api/accounts.ts";
import { useKeepAccounts } from "../api/keep-accounts.ts";

/** Every active account fits on one page: linking stops at the plan's allowance, which is far below this. */
const ALL_ACCOUNTS = { page: 1, pageSize: 100 };

type KeepAccountsDialogProps = {
  open: boolean;
  /** How many accounts the plan keeps active. */
  max: number;
  onClose: () => void;
};

/** 选择保留的账号: over a smaller plan, the operator picks the accounts that stay active; the others stay, read-only. */
export function KeepAccountsDialog({ open, max, onClose }: KeepAccountsDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <KeepAccountsForm max={max} onClose={onClose} />}
    </FormDialog>
  );
}

function KeepAccountsForm({ max, onClose }: { max: number; onClose: () => void }) {
  const { t } = useLingui();
  const accounts = useAccounts(ALL_ACCOUNTS);
  const keep = useKeepAccounts();
  const list = accounts.data?.list ?? [];
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? list.filter((account) => !account.readOnly).map((account) => String(account.id));
  const [failure, setFailure] = useState<string | null>(null);
  const count = value.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (count === 0 || count > max) {
      setFailure(count === 0 ? t`请至少选择一个账号` : t`当前套餐最多保留${max}个可用账号`);
      return;
    }
    try {
      await keep.mutateAsync({ ids: value.map(Number) });
      toaster.create({ type: "success", title: t`已保存，其余账号为只读` });
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, t`保存失败，请稍后重试`));
    }
  };

  return (
    <DialogForm title={t`选择保留的账号`} submitLabel={t`保存`} submitting={keep.isPending} onSubmit={submit}>
      <Text textStyle="sm" color="fg.muted">
        {t`当前套餐可保留 ${max} 个可用账号。未选择的账号变为只读：数据全部保留，但不能发布，升级套餐后自动恢复。`}
      </Text>
      {accounts.isError ? (
        <LoadFailure title={t`账号列表加载失败`} message={accounts.error.message} onRetry={() => void accounts.refetch()} />
      ) : (
        <AccountPicker
          label={t`保留的账号`}
          accounts={list.map((account) => ({ id: String(account.id), name: account.name, nickname: account.remark || undefined, avatarUrl: account.avatarUrl ?? undefined, platform: account.platform }))}
          value={value}
          onChange={(ids) => {
            setChosen(ids);
            setFailure(null);
          }}
          loading={accounts.isPending}
        />
      )}
      <Text textStyle="sm" aria-live="polite" color={count > max ? "fg.error" : "fg.muted"}>
        {t`已选择 ${count}/${max}`}
      </Text>
      <FormFailure message={failure} />
    </DialogForm>
  );
}
