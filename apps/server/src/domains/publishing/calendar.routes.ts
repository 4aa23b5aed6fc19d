import {
  calendarEventPageSchema,
  calendarEventSchema,
  calendarEventsQuerySchema,
  calendarSummaryQuerySchema,
  calendarSummarySchema,
  rescheduleItemParamsSchema,
  rescheduleItemRequestSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { CalendarService } from "./calendar.service.ts";

const tags = ["crm", "publishing"];

/** 发布日历: the month and week grids, a range's targets, and moving a target that has not started. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get(
    "/publish/calendar/summary",
    {
      schema: {
        operationId: "crmPublishCalendarSummary",
        tags,
        summary: "The calendar grid: per day (month) or hour (week) in the given zone, the targets' counts by state and the first 3",
        querystring: calendarSummaryQuerySchema,
        response: apiResponses(calendarSummarySchema),
      },
    },
    async (request) => crmOk(await calendar.summary(principalOf(request).id, request.query)),
  );

  app.get(
    "/publish/calendar/events",
    {
      schema: {
        operationId: "crmPublishCalendarEvents",
        tags,
        summary: "The targets of a range by time, paged (a busy day's list, the phone's agenda)",
        querystring: calendarEventsQuerySchema,
        response: apiResponses(calendarEventPageSchema),
      },
    },
    async (request) => crmOk(await calendar.events(principalOf(request).id, request.query)),
  );

  app.patch(
    "/publish/items/:itemId/schedule",
    {
      schema: {
        operationId: "crmReschedulePublishItem",
        tags,
        summary: "Move a target that has not started to another time (re-checked: interval per account, plan and TikTok daily limits, preflight)",
        params: rescheduleItemParamsSchema,
        body: rescheduleItemRequestSchema,
        response: apiResponses(calendarEventSchema),
      },
    },
    async (request) => {
      const event = await calendar.reschedule(principalOf(request).id, request.params.itemId, request.body);
      return crmOk(event, translate(requestLocale(request), "success.saved"));
    },
  );
};
