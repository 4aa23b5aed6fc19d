import type { UserGroup } from "@cdp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const GROUPS_KEY = ["admin", "user-groups"] as const;
export type GroupMember = { id: number; email: string; nickname: string; mobile: string | null };
type Page<T> = { list: T[]; total: number };

/** POST /admin/api/v1/group/page. */
export function useGroups(page: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...GROUPS_KEY, "page", page],
    queryFn: () => adminApi.request<Page<UserGroup>>({ method: "POST", url: "/admin/api/v1/group/page", data: page }),
    placeholderData: keepPreviousData,
  });
}

/** `group/selectUserByGroup` (members) or `group/selectNotJoinUser` (operators to add): query parameters, no body. */
export function useGroupPeople(kind: "members" | "others", groupId: number, keyword: string) {
  const path = kind === "members" ? "selectUserByGroup" : "selectNotJoinUser";
  return useQuery({
    queryKey: [...GROUPS_KEY, kind, groupId, keyword],
    queryFn: () =>
      adminApi.request<Page<GroupMember>>({ method: "POST", url: `/admin/api/v1/group/${path}`, params: { groupId, page: 1, pageSize: 100, ...(keyword ? { keyword } : {}) } }),
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
