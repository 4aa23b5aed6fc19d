import type { UserGroup } from "@cdp/contracts";
import { DataTable, type DataTableColumn, type DataTableSort } from "@cdp/ui/data-table";
import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Tabs, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useChangeMembers, useGroupPeople, type GroupMember, type GroupMemberSort } from "../api/groups.ts";

// A sortable column's key is the API's sortBy, so the header's choice is one of them.
const memberSortOf = (sort: DataTableSort | undefined): GroupMemberSort | undefined =>
  sort ? { sortBy: sort.key as GroupMemberSort["sortBy"], sortOrder: sort.direction } : undefined;

/** One list of the dialog: the members (remove) or the operators not in the group (add), with search and sortable columns. */
function PeopleList({ kind, group }: { kind: "members" | "others"; group: UserGroup }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState("");
  const [sort, setSort] = useState<DataTableSort>();
  const people = useGroupPeople(kind, group.id, keyword.trim(), memberSortOf(sort));
  const change = useChangeMembers(kind === "members" ? "removeToGroup" : "joinGroup");
  const columns: DataTableColumn<GroupMember>[] = [
    { key: "email", header: t`邮箱`, sortable: true },
    { key: "nickname", header: t`昵称`, sortable: true },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (person) => {
        const email = person.email;
        return (
          <Button
            size="xs"
            variant="ghost"
            loading={change.isPending && change.variables?.userIds[0] === person.id}
            aria-label={kind === "members" ? t`移出 ${email}` : t`加入 ${email}`}
            onClick={() => change.mutate({ groupId: group.id, userIds: [person.id] })}
          >
            {kind === "members" ? <Trans>移出</Trans> : <Trans>加入</Trans>}
          </Button>
        );
      },
    },
  ];
  return (
    <Stack gap="3">
      <Input aria-label={t`搜索用户`} placeholder={t`邮箱 / 昵称 / 手机号`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <Text textStyle="sm" color="fg.muted">
        {t`共 ${people.data?.total ?? 0} 人`}
      </Text>
      <Stack maxH="96" overflowY="auto">
        <DataTable
          size="sm"
          label={kind === "members" ? t`组成员` : t`可加入的用户`}
          columns={columns}
          rows={people.data?.list ?? []}
          rowKey={(person) => person.id}
          loading={people.isPending}
          emptyText={t`没有符合条件的用户`}
          sort={sort}
          onSortChange={setSort}
        />
      </Stack>
    </Stack>
  );
}

/** 成员: who is in a group, and adding operators from those who are not. */
export function GroupMembersDialog({ group, onClose }: { group: UserGroup | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = group?.name ?? "";
  return (
    <Dialog.Root open={group !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`${name} 的成员`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {group ? (
                <Tabs.Root defaultValue="members">
                  <Tabs.List>
                    <Tabs.Trigger value="members">{t`组成员`}</Tabs.Trigger>
                    <Tabs.Trigger value="others">{t`添加成员`}</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="members">
                    <PeopleList kind="members" group={group} />
                  </Tabs.Content>
                  <Tabs.Content value="others">
                    <PeopleList kind="others" group={group} />
                  </Tabs.Content>
                </Tabs.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={onClose}>
                  <Trans>关闭</Trans>
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
