import {
  accountGroupIdParamsSchema,
  accountGroupInputSchema,
  accountGroupListSchema,
  accountGroupMembersRequestSchema,
  accountGroupSchema,
  translate,
  type AccountGroup,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AccountGroupWithCount } from "./account-groups.data.ts";
import type { AccountGroupsService } from "./account-groups.service.ts";

const tags = ["crm", "account groups"];

const toAccountGroup = (row: AccountGroupWithCount, publishedCount: number): AccountGroup => ({
  id: row.id,
  name: row.name,
  remark: row.remark,
  color: row.color,
  accountCount: row.accountCount,
  publishedCount,
  createdAt: row.createdAt.toISOString(),
});

/** The operator's account groups (spec: /CRM/accountManage/group). */
/** The spec's 发布数 of each group: succeeded publish items of its accounts (from the publishing engine). */
type PublishedCounts = (groupIds: number[]) => Promise<Map<number, number>>;

export const accountGroupRoutes: FastifyPluginAsyncZod<{ groups: AccountGroupsService; publishedCounts: PublishedCounts }> = async (app, { groups, publishedCounts }) => {
  const view = async (rows: AccountGroupWithCount[]) => {
    const counts = await publishedCounts(rows.map((row) => row.id));
    return rows.map((row) => toAccountGroup(row, counts.get(row.id) ?? 0));
  };
  const one = async (row: AccountGroupWithCount) => (await view([row]))[0]!;

  app.get(
    "/account-groups",
    {
      schema: { operationId: "crmListAccountGroups", tags, summary: "The operator's account groups, oldest first", response: apiResponses(accountGroupListSchema) },
    },
    async (request) => crmOk({ list: await view(await groups.list(principalOf(request).id)) }),
  );

  app.post(
    "/account-groups",
    {
      schema: {
        operationId: "crmCreateAccountGroup",
        tags,
        summary: "Create an account group (names are unique per operator)",
        body: accountGroupInputSchema,
        response: apiResponses(accountGroupSchema),
      },
    },
    async (request) => {
      const created = await groups.create(principalOf(request).id, request.body);
      return crmOk(await one(created), translate(requestLocale(request), "success.saved"));
    },
  );

  app.put(
    "/account-groups/:id",
    {
      schema: {
        operationId: "crmUpdateAccountGroup",
        tags,
        summary: "Rename, re-describe or recolour an account group",
        params: accountGroupIdParamsSchema,
        body: accountGroupInputSchema,
        response: apiResponses(accountGroupSchema),
      },
    },
    async (request) => {
      const updated = await groups.update(principalOf(request).id, request.params.id, request.body);
      return crmOk(await one(updated), translate(requestLocale(request), "success.saved"));
    },
  );

  app.delete(
    "/account-groups/:id",
    {
      schema: {
        operationId: "crmDeleteAccountGroup",
        tags,
        summary: "Delete an account group (its accounts stay linked)",
        params: accountGroupIdParamsSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await groups.remove(principalOf(request).id, request.params.id);
      return crmOk(null);
    },
  );

  app.post(
    "/account-groups/:id/members",
    {
      schema: {
        operationId: "crmAddAccountGroupMembers",
        tags,
        summary: "Add the operator's accounts to a group",
        params: accountGroupIdParamsSchema,
        body: accountGroupMembersRequestSchema,
        response: apiResponses(accountGroupSchema),
      },
    },
    async (request) => crmOk(await one(await groups.addMembers(principalOf(request).id, request.params.id, request.body))),
  );

  app.post(
    "/account-groups/:id/members/remove",
    {
      schema: {
        operationId: "crmRemoveAccountGroupMembers",
        tags,
        summary: "Take accounts out of a group",
        params: accountGroupIdParamsSchema,
        body: accountGroupMembersRequestSchema,
        response: apiResponses(accountGroupSchema),
      },
    },
    async (request) => crmOk(await one(await groups.removeMembers(principalOf(request).id, request.params.id, request.body))),
  );
};
