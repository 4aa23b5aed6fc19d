import { apiErrorMessage } from "@cdp/api-client";
import type { AccountGroup, PlatformAccount } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { Button, Checkbox, CloseButton, Dialog, HStack, Input, InputGroup, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useAccounts } from "../api/accounts.ts";
import { useAddGroupMembers } from "../api/add-group-members.ts";
import { useRemoveGroupMembers } from "../api/remove-group-members.ts";
import { membershipChange } from "../utils/membership-change.ts";

/** The server's largest page: the dialog lists up to this many accounts. */
const ALL_ACCOUNTS = { page: 1, pageSize: 100 };

type GroupMembersDialogProps = {
  /** Open while set. */
  group: AccountGroup | null;
  onClose: () => void;
};

/** 管理账号: tick the accounts that belong in the group; saving adds and removes the difference. */
export function GroupMembersDialog({ group, onClose }: GroupMembersDialogProps) {
  return (
    <Dialog.Root open={group !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{group && <MembersForm key={group.id} group={group} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MembersForm({ group, onClose }: { group: AccountGroup; onClose: () => void }) {
  const { t } = useLingui();
  const accounts = useAccounts(ALL_ACCOUNTS);
  const add = useAddGroupMembers();
  const remove = useRemoveGroupMembers();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [keyword, setKeyword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const list = accounts.data?.list ?? [];
  const members = new Set(list.filter((account) => account.groupIds.includes(group.id)).map((account) => account.id));
  // Until the operator ticks something, the current members are the selection.
  const selected = chosen ?? members;
  const needle = keyword.trim().toLowerCase();
  const visible = needle ? list.filter((account) => matches(account, needle)) : list;
  const groupName = group.name;
  const selectedCount = selected.size;

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const save = async () => {
    setFailure(null);
    const change = membershipChange(members, selected);
    try {
      if (change.add.length > 0) await add.mutateAsync({ groupId: group.id, accountIds: change.add });
      if (change.remove.length > 0) await remove.mutateAsync({ groupId: group.id, accountIds: change.remove });
      toaster.create({ type: "success", title: t`保存成功` });
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, t`保存失败，请稍后重试`));
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t`管理账号：${groupName}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <InputGroup startElement={<Search aria-hidden="true" />}>
            <Input
              type="search"
              aria-label={t`搜索账号`}
              placeholder={t`账号名称或昵称`}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </InputGroup>
          <Text textStyle="sm" color="fg.muted">
            {t`已选 ${selectedCount} 个账号`}
          </Text>
          {accounts.isPending ? (
            <Stack gap="2" aria-busy="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height="6" />
              ))}
            </Stack>
          ) : accounts.isError ? (
            <FormFailure message={accounts.error.message} />
          ) : visible.length === 0 ? (
            <Text color="fg.muted">{list.length === 0 ? t`还没有绑定账号` : t`没有符合条件的账号`}</Text>
          ) : (
            <Stack gap="2" role="group" aria-label={t`账号列表`}>
              {visible.map((account) => (
                <Checkbox.Root
                  key={account.id}
                  checked={selected.has(account.id)}
                  onCheckedChange={(details) => toggle(account.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <HStack gap="2">
                      <Text as="span">{account.remark ? `${account.name}（${account.remark}）` : account.name}</Text>
                      <PlatformTag platform={account.platform} />
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
          <FormFailure message={failure} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t`取消`}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" loading={add.isPending || remove.isPending} disabled={accounts.isPending} onClick={() => void save()}>
          <Trans>保存</Trans>
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`关闭`} />
      </Dialog.CloseTrigger>
    </>
  );
}

function matches(account: PlatformAccount, needle: string): boolean {
  return [account.name, account.remark, account.username ?? ""].some((text) => text.toLowerCase().includes(needle));
}
