import {
  operatorCompletionsRequestSchema,
  operatorCompletionsSchema,
  operatorCreateSchema,
  operatorIdParamsSchema,
  operatorIdSchema,
  operatorPageRequestSchema,
  operatorPageSchema,
  operatorPlanSchema,
  operatorRowSchema,
  operatorStatusSchema,
  operatorUpdateSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { OperatorsService } from "./operators.service.ts";

const tags = ["admin", "end users"];

/** 用户管理: `userInfo/page`, `userInfo/del/{id}`, `userInfo/task/completions` (spec §7) and the actions in the same style. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operators: OperatorsService }> = async (app, { operators }) => {
  app.post(
    "/userInfo/page",
    {
      config: { audit: "read" },
      schema: { operationId: "adminListOperators", tags, summary: "Operators, filtered, sorted and paginated", body: operatorPageRequestSchema, response: apiResponses(operatorPageSchema) },
    },
    async (request) => adminOk(await operators.page(request.body), requestLocale(request)),
  );

  app.post(
    "/userInfo/add",
    {
      schema: {
        operationId: "adminCreateOperator",
        tags,
        summary: "Create an operator: with an initial password, or invited by email to choose one",
        body: operatorCreateSchema,
        response: apiResponses(operatorRowSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { operator, invited } = await operators.create(request.body, locale);
      return adminOk(operator, locale, translate(locale, invited ? "backOffice.operator.invited" : "backOffice.operator.created"));
    },
  );

  const saved = (locale: ReturnType<typeof requestLocale>) => translate(locale, "success.saved");

  app.post(
    "/userInfo/update",
    { schema: { operationId: "adminUpdateOperator", tags, summary: "Edit an operator's nickname, mobile and company", body: operatorUpdateSchema, response: apiResponses(operatorRowSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await operators.update(request.body), locale, saved(locale));
    },
  );

  app.post(
    "/userInfo/plan",
    { schema: { operationId: "adminSetOperatorPlan", tags, summary: "Set an operator's own plan and cycle end (group plans stop applying)", body: operatorPlanSchema, response: apiResponses(operatorRowSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await operators.setPlan(request.body.id, request.body.plan, request.body.planEndsAt), locale, saved(locale));
    },
  );

  app.post(
    "/userInfo/status",
    { schema: { operationId: "adminSetOperatorStatus", tags, summary: "Disable (signs out, refuses sign-in) or enable an operator", body: operatorStatusSchema, response: apiResponses(operatorRowSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await operators.setStatus(request.body.id, request.body.status), locale, saved(locale));
    },
  );

  app.post(
    "/userInfo/resetPassword",
    { schema: { operationId: "adminResetOperatorPassword", tags, summary: "Email the operator a code to choose a new password", body: operatorIdSchema, response: apiResponses(z.null()) } },
    async (request) => {
      const locale = requestLocale(request);
      await operators.sendPasswordReset(request.body.id, locale);
      return adminOk(null, locale, translate(locale, "backOffice.operator.resetSent"));
    },
  );

  app.post(
    "/userInfo/resendInvitation",
    {
      schema: {
        operationId: "adminResendOperatorInvitation",
        tags,
        summary: "Email the operator a new invitation link (7 days, single use); earlier links stop working",
        body: operatorIdSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await operators.resendInvitation(request.body.id, locale);
      return adminOk(null, locale, translate(locale, "backOffice.operator.invitationSent"));
    },
  );

  app.delete(
    "/userInfo/del/:id",
    {
      schema: {
        operationId: "adminDeleteOperator",
        tags,
        summary: "Delete an operator: signs them out, revokes their platform grants, keeps their records",
        params: operatorIdParamsSchema,
        response: apiResponses(z.object({ revokedGrants: z.number().int() })),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await operators.remove(request.params.id), locale, translate(locale, "backOffice.operator.deleted"));
    },
  );

  app.post(
    "/userInfo/task/completions",
    {
      config: { audit: "read" },
      schema: {
        operationId: "adminOperatorCompletions",
        tags,
        summary: "Per operator: tasks and items by status over a date range, optionally day by day",
        body: operatorCompletionsRequestSchema,
        response: apiResponses(operatorCompletionsSchema),
      },
    },
    async (request) => {
      const { ids, startDate, endDate, daily } = request.body;
      return adminOk(await operators.completions(ids, { startDate, endDate }, daily), requestLocale(request));
    },
  );
};
