import type { GroupMembersRequest, GroupPageRequest, UserGroup } from "@cdp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const GROUPS_KEY = ["admin", "user-groups"] as const;
export type GroupMember = { id: number; email: string; nickname: string; mobile: string | null };
export type GroupSort = Required<Pick<GroupPageRequest, "sortBy" | "sortOrder">>;
export type GroupMemberSort = Required<Pick<GroupMembersRequest, "sortBy" | "sortOrder">>;
type Page<T> = { list: T[]; total: number };

/** POST /admin/api/v1/group/page: newest first unless sorted. */
export function useGroups(query: GroupPageRequest) {
  return useQuery({
    queryKey: [...GROUPS_KEY, "page", query],
    queryFn: () => adminApi.request<Page<UserGroup>>({ method: "POST", url: "/admin/api/v1/group/page", data: query }),
    placeholderData: keepPreviousData,
  });
}

/** `group/selectUserByGroup` (members) or `group/selectNotJoinUser` (operators to add): query parameters, no body; by email A to Z unless sorted. */
export function useGroupPeople(kind: "members" | "others", groupId: number, keyword: string, sort?: GroupMemberSort) {
  const path = kind === "members" ? "selectUserByGroup" : "selectNotJoinUser";
  const params: GroupMembersRequest = { groupId, page: 1, pageSize: 100, ...(keyword ? { keyword } : {}), ...sort };
  return useQuery({
    queryKey: [...GROUPS_KEY, kind, params],
    queryFn: () => adminApi.request<Page<GroupMember>>({ method: "POST", url: `/admin/api/v1/group/${path}`, params }),
    placeholderData: keepPreviousData,
  });
}

function useGroupMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUPS_KEY }) });
}

export const useCreateGroup = () =>
  useGroupMutation((input: { name: string; remark: string; plan: "free" | "pro" | null }) => adminApi.requestEnvelope<{ id: number }>({ method: "POST", url: "/admin/api/v1/group/add", data: input }));
export const useDeleteGroup = () => useGroupMutation((id: number) => adminApi.requestEnvelope<null>({ method: "DELETE", url: `/admin/api/v1/group/del/${id}` }));
/** `group/joinGroup` or `group/removeToGroup`. */
export const useChangeMembers = (action: "joinGroup" | "removeToGroup") =>
  useGroupMutation((input: { groupId: number; userIds: number[] }) => adminApi.requestEnvelope<{ changed: number }>({ method: "POST", url: `/admin/api/v1/group/${action}`, data: input }));
