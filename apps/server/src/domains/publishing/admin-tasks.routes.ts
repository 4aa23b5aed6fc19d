import {
  adminTaskDetailRequestSchema,
  adminTaskDetailSchema,
  adminTaskExportRequestSchema,
  adminTaskPageRequestSchema,
  adminTaskPageSchema,
  adminTaskRetryRequestSchema,
  resendResultSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AdminTaskService } from "./admin-tasks.service.ts";
import { toPublishItem, toPublishTask } from "./publishing-view.ts";
import { EXPORT_MAX_ROWS, publishRecordsWorkbook, XLSX_CONTENT_TYPE } from "./records-export.ts";

const tags = ["admin", "tasks"];

/** The back-office task list (every operator's tasks with their owner), detail, export and resend (spec section 7 paths). */
export const adminTaskRoutes: FastifyPluginAsyncZod<{ tasks: AdminTaskService }> = async (app, { tasks }) => {
  app.post(
    "/task/page",
    {
      config: { audit: "read" },
      schema: {
        operationId: "adminTaskPage",
        tags,
        summary: "Every operator's publish tasks with their owner and cover, newest first unless sortBy / sortOrder say otherwise (query params, no body)",
        querystring: adminTaskPageRequestSchema,
        response: apiResponses(adminTaskPageSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { rows, total } = await tasks.page(request.query);
      return adminOk({ list: rows.map((row) => ({ ...toPublishTask(row, locale), owner: row.owner, coverUrl: row.coverUrl })), total }, locale);
    },
  );

  app.get(
    "/task/detail",
    {
      schema: {
        operationId: "adminTaskDetail",
        tags,
        summary: "A task with its owner, its items (target account, status, reason, link) and their attempts",
        querystring: adminTaskDetailRequestSchema,
        response: apiResponses(adminTaskDetailSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { task, items, attempts, calls, now } = await tasks.detail(request.query.id);
      return adminOk(
        {
          ...toPublishTask(task, locale),
          owner: task.owner,
          coverUrl: task.coverUrl,
          items: items.map((item) => ({ ...toPublishItem(item, locale, { attempts: attempts.filter((attempt) => attempt.itemId === item.id), calls: calls.filter((call) => call.itemId === item.id) }, { timeZone: task.timeZone, now }), mediaNames: item.mediaNames })),
        },
        locale,
      );
    },
  );

  app.get(
    "/task/export",
    {
      schema: {
        operationId: "adminTaskExport",
        tags,
        summary: "Every operator's tasks with the list's filters and order as an .xlsx file, owner first (at most 5000 tasks)",
        querystring: adminTaskExportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const rows = await tasks.exportRows(request.query, EXPORT_MAX_ROWS);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="publish-tasks.xlsx"`)
        .send(publishRecordsWorkbook(rows, requestLocale(request), { withOwner: true }));
    },
  );

  app.get(
    "/task/retry",
    {
      config: { audit: "write" },
      schema: {
        operationId: "adminTaskRetry",
        tags,
        summary: "Resend the failed items of a task (重发任务)",
        querystring: adminTaskRetryRequestSchema,
        response: apiResponses(resendResultSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk({ resent: await tasks.retry(request.query.id) }, locale, translate(locale, "success.saved"));
    },
  );
};
