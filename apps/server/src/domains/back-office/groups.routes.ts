import {
  completionsRequestSchema,
  completionsSchema,
  groupInputSchema,
  groupMemberPageSchema,
  groupMembersQuerySchema,
  groupMembershipSchema,
  groupPageRequestSchema,
  groupPageSchema,
  groupUpdateSchema,
  idParamsSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { GroupsService } from "./groups.service.ts";

const tags = ["admin", "user groups"];
const changedSchema = z.object({ changed: z.number().int() });

/** 用户组 (spec §7): `group/page`, `add`, `selectUserByGroup`, `selectNotJoinUser`, `joinGroup`, `removeToGroup`, `del/{id}`, `task/completions`. */
export const groupRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  app.post(
    "/group/page",
    { config: { audit: "read" }, schema: { operationId: "adminListGroups", tags, summary: "User groups, newest first unless sorted by name or member count", body: groupPageRequestSchema, response: apiResponses(groupPageSchema) } },
    async (request) => adminOk(await groups.page(request.body), requestLocale(request)),
  );

  app.post(
    "/group/add",
    { schema: { operationId: "adminCreateGroup", tags, summary: "Create a user group (optionally with a plan its members inherit)", body: groupInputSchema, response: apiResponses(z.object({ id: z.number().int() })) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await groups.create(request.body), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/group/update",
    { schema: { operationId: "adminUpdateGroup", tags, summary: "Edit a user group", body: groupUpdateSchema, response: apiResponses(z.null()) } },
    async (request) => {
      const { id, ...input } = request.body;
      const locale = requestLocale(request);
      await groups.update(id, input);
      return adminOk(null, locale, translate(locale, "success.saved"));
    },
  );

  app.delete(
    "/group/del/:id",
    { schema: { operationId: "adminDeleteGroup", tags, summary: "Delete a user group (its members stay)", params: idParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await groups.remove(request.params.id);
      return adminOk(null, requestLocale(request));
    },
  );

  app.post(
    "/group/selectUserByGroup",
    { config: { audit: "read" }, schema: { operationId: "adminGroupMembers", tags, summary: "A group's members by email or nickname (query parameters, no body)", querystring: groupMembersQuerySchema, response: apiResponses(groupMemberPageSchema) } },
    async (request) => {
      const { groupId, ...page } = request.query;
      return adminOk(await groups.members(groupId, page), requestLocale(request));
    },
  );

  app.post(
    "/group/selectNotJoinUser",
    { config: { audit: "read" }, schema: { operationId: "adminGroupNonMembers", tags, summary: "Operators not in a group, to add, by email or nickname (query parameters)", querystring: groupMembersQuerySchema, response: apiResponses(groupMemberPageSchema) } },
    async (request) => {
      const { groupId, ...page } = request.query;
      return adminOk(await groups.members(groupId, page, false), requestLocale(request));
    },
  );

  app.post(
    "/group/joinGroup",
    { schema: { operationId: "adminJoinGroup", tags, summary: "Add operators to a group", body: groupMembershipSchema, response: apiResponses(changedSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await groups.join(request.body.groupId, request.body.userIds), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/group/removeToGroup",
    { schema: { operationId: "adminLeaveGroup", tags, summary: "Remove operators from a group", body: groupMembershipSchema, response: apiResponses(changedSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await groups.leave(request.body.groupId, request.body.userIds), locale, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/group/task/completions",
    { config: { audit: "read" }, schema: { operationId: "adminGroupCompletions", tags, summary: "Per group: its members' tasks and items by status over a date range", body: completionsRequestSchema, response: apiResponses(completionsSchema) } },
    async (request) => {
      const { ids, startDate, endDate } = request.body;
      return adminOk(await groups.completions(ids, { startDate, endDate }), requestLocale(request));
    },
  );
};
