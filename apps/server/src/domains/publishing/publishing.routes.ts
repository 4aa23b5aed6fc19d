import {
  cancelResultSchema,
  createdPublishTasksSchema,
  createPhotoTaskRequestSchema,
  createVideoTaskRequestSchema,
  publishItemParamsSchema,
  publishOptionsListSchema,
  publishOptionsRequestSchema,
  publishProgressSchema,
  publishTaskDetailSchema,
  publishTaskIdParamsSchema,
  publishTaskListRequestSchema,
  publishTaskPageSchema,
  resendItemRequestSchema,
  resendResultSchema,
  resendTaskRequestSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PublishOptionsReader } from "./publish-options.ts";
import { EXPORT_MAX_ROWS, publishRecordsWorkbook, XLSX_CONTENT_TYPE } from "./records-export.ts";
import { toPublishItem, toPublishTask } from "./publishing-view.ts";
import type { PublishingService } from "./publishing.service.ts";
import type { TaskWithCounts } from "./publishing.data.ts";

const tags = ["crm", "publishing"];
const present = (rows: (TaskWithCounts | null)[]) => rows.filter((row): row is TaskWithCounts => row !== null);

/** The operator's publishing: compose (video, image/text), records, resend, cancel, live progress. */
export const publishingRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService; options: PublishOptionsReader }> = async (app, { publishing, options }) => {
  app.post(
    "/publish/tasks/video",
    {
      schema: {
        operationId: "crmCreateVideoPublishTask",
        tags,
        summary: "Publish videos to the selected accounts (one task per platform; each account gets its own video)",
        body: createVideoTaskRequestSchema,
        response: apiResponses(createdPublishTasksSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const tasks = await publishing.createVideoTasks(principalOf(request).id, request.body);
      return crmOk({ tasks: present(tasks).map((task) => toPublishTask(task, locale)) }, translate(locale, "success.saved"));
    },
  );

  app.post(
    "/publish/tasks/photo",
    {
      schema: {
        operationId: "crmCreatePhotoPublishTask",
        tags,
        summary: "Publish one image set (1–35 images) with title and description to TikTok accounts",
        body: createPhotoTaskRequestSchema,
        response: apiResponses(createdPublishTasksSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const tasks = await publishing.createPhotoTask(principalOf(request).id, request.body);
      return crmOk({ tasks: present(tasks).map((task) => toPublishTask(task, locale)) }, translate(locale, "success.saved"));
    },
  );

  app.get(
    "/publish/options",
    {
      schema: {
        operationId: "crmGetPublishOptions",
        tags,
        summary: "What each account allows (privacy levels, interactions, longest video) from TikTok's creator_info",
        querystring: publishOptionsRequestSchema,
        response: apiResponses(publishOptionsListSchema),
      },
    },
    async (request) => {
      const ids = request.query.accountIds;
      return crmOk({ list: await options.forAccounts(principalOf(request).id, ids, requestLocale(request)) });
    },
  );

  app.get(
    "/publish/tasks",
    {
      schema: {
        operationId: "crmListPublishTasks",
        tags,
        summary: "Publish records, newest first, filtered by status, platform, type, account, group, dates and keyword",
        querystring: publishTaskListRequestSchema,
        response: apiResponses(publishTaskPageSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { rows, total } = await publishing.list(principalOf(request).id, request.query);
      return crmOk({ list: rows.map((row) => toPublishTask(row, locale)), total });
    },
  );

  app.get(
    "/publish/tasks/export",
    {
      schema: {
        operationId: "crmExportPublishTasks",
        tags,
        summary: "Publish records with the list's filters as an .xlsx file (newest first, at most 5000 tasks)",
        querystring: publishTaskListRequestSchema.omit({ page: true, pageSize: true }),
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const { rows } = await publishing.list(principalOf(request).id, { ...request.query, page: 1, pageSize: EXPORT_MAX_ROWS });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="publish-records.xlsx"`)
        .send(publishRecordsWorkbook(rows, requestLocale(request)));
    },
  );

  app.get(
    "/publish/tasks/:id",
    {
      schema: { operationId: "crmGetPublishTask", tags, summary: "A task with its items and their attempts", params: publishTaskIdParamsSchema, response: apiResponses(publishTaskDetailSchema) },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { task, items, attempts, calls, now } = await publishing.detail(principalOf(request).id, request.params.id);
      return crmOk({
        ...toPublishTask(task, locale),
        items: items.map((item) =>
          toPublishItem(item, locale, { attempts: attempts.filter((attempt) => attempt.itemId === item.id), calls: calls.filter((call) => call.itemId === item.id) }, { timeZone: task.timeZone, now }),
        ),
      });
    },
  );

  app.get(
    "/publish/tasks/:id/progress",
    {
      schema: {
        operationId: "crmGetPublishTaskProgress",
        tags,
        summary: "Live progress of a task (a cheap poll: counts, and each item's phase and bytes)",
        params: publishTaskIdParamsSchema,
        response: apiResponses(publishProgressSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { task, items, now } = await publishing.progress(principalOf(request).id, request.params.id);
      const view = toPublishTask(task, locale);
      return crmOk({
        taskId: task.id,
        status: view.status,
        counts: view.counts,
        items: items.map((item) => {
          const full = toPublishItem(item, locale, undefined, { timeZone: task.timeZone, now });
          return {
            id: full.id,
            status: full.status,
            phase: full.phase,
            phaseLabel: full.phaseLabel,
            uploadedBytes: full.uploadedBytes,
            totalBytes: full.totalBytes,
            postUrl: full.postUrl,
            linkPending: full.linkPending,
            error: full.error,
          };
        }),
      });
    },
  );

  app.post(
    "/publish/tasks/:id/resend",
    {
      schema: {
        operationId: "crmResendPublishTask",
        tags,
        summary: "Resend the failed items of a task (重发任务), each as a new attempt, with an edited title, description or options",
        params: publishTaskIdParamsSchema,
        body: resendTaskRequestSchema,
        response: apiResponses(resendResultSchema),
      },
    },
    async (request) =>
      crmOk({ resent: await publishing.resend(principalOf(request).id, request.params.id, { edits: request.body ?? {} }) }, translate(requestLocale(request), "success.ok")),
  );

  app.post(
    "/publish/tasks/:id/items/:itemId/resend",
    {
      schema: {
        operationId: "crmResendPublishItem",
        tags,
        summary: "Resend one failed item as a new attempt, edited or not (an item to verify only with confirmNotPosted)",
        params: publishItemParamsSchema,
        body: resendItemRequestSchema,
        response: apiResponses(resendResultSchema),
      },
    },
    async (request) =>
      crmOk(
        {
          resent: await publishing.resend(principalOf(request).id, request.params.id, {
            itemId: request.params.itemId,
            confirmNotPosted: request.body?.confirmNotPosted ?? false,
            edits: { title: request.body?.title, description: request.body?.description, options: request.body?.options },
          }),
        },
        translate(requestLocale(request), "success.ok"),
      ),
  );

  app.post(
    "/publish/tasks/:id/cancel",
    {
      schema: { operationId: "crmCancelPublishTask", tags, summary: "Cancel the items that have not started", params: publishTaskIdParamsSchema, response: apiResponses(cancelResultSchema) },
    },
    async (request) => crmOk({ cancelled: await publishing.cancel(principalOf(request).id, request.params.id) }, translate(requestLocale(request), "success.ok")),
  );
};
