import type { FastifyInstance } from "fastify";
import { authenticate, pacificDay, requireScope, type YoutubeContext } from "./context.ts";
import { sendGoogleError } from "./google-error.ts";
import { listParam, oneParam } from "../shared/params.ts";
import { ANALYTICS_SCOPES } from "./scopes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DATA_DAY = "2020-01-01";
const FLOAT_METRICS = ["averageViewPercentage"];
const METRICS = ["views", "likes", "dislikes", "subscribersGained", "subscribersLost", "estimatedMinutesWatched", "averageViewDuration", "averageViewPercentage", "comments", "shares"];

function seedOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** Deterministic per-day figures of a channel, so reports have data without any stored history. */
export function dailyFigures(channelId: string, date: string): Record<string, number> {
  const seed = seedOf(channelId);
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const views = 200 + (seed % 300) + ((day * 37 + seed) % 150);
  return {
    views,
    likes: Math.floor(views / 15) + (day % 4),
    dislikes: day % 2,
    subscribersGained: 2 + ((day + seed) % 7),
    subscribersLost: (day * 3 + seed) % 3,
    estimatedMinutesWatched: views * 2,
    averageViewDuration: 95 + (day % 20),
    averageViewPercentage: 41.5 + (day % 10) / 10,
    comments: day % 5,
    shares: (day + seed) % 4,
  };
}

const isDate = (value: string | undefined): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A positive whole number parameter; undefined when absent, null when malformed. */
function positiveInteger(value: string): number | null | undefined {
  if (value === "") return undefined;
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/** YouTube Analytics reports.query (B.6): not billed from the Data API quota. */
export function registerAnalyticsRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.get("/v2/reports", async (request, reply) => {
    const caller = authenticate(context, request, reply);
    if (!caller || !requireScope(caller, reply, ANALYTICS_SCOPES)) return reply;
    const query = {
      ids: oneParam(request.query, "ids"),
      startDate: oneParam(request.query, "startDate"),
      endDate: oneParam(request.query, "endDate"),
      metrics: listParam(request.query, "metrics"),
      dimensions: listParam(request.query, "dimensions"),
      sort: listParam(request.query, "sort"),
    };
    for (const name of ["ids", "startDate", "endDate", "metrics"] as const) {
      if (query[name].length === 0) return sendGoogleError(reply, 400, "required", `Required parameter: ${name}`, "global", { location: name, locationType: "parameter" });
    }
    if (!isDate(query.startDate) || !isDate(query.endDate) || query.startDate > query.endDate) {
      return sendGoogleError(reply, 400, "badRequest", "Invalid value for startDate or endDate.", "global");
    }
    const metrics = query.metrics;
    const unknown = metrics.find((metric) => !METRICS.includes(metric));
    if (unknown) return sendGoogleError(reply, 400, "badRequest", `Unknown identifier (${unknown.slice(0, 100)}) given in field parameters.metrics.`, "global");
    const dimensions = query.dimensions;
    if (dimensions.some((dimension) => dimension !== "day")) return sendGoogleError(reply, 400, "badRequest", "The query is not supported.", "global");
    const startIndex = positiveInteger(oneParam(request.query, "startIndex"));
    const maxResults = positiveInteger(oneParam(request.query, "maxResults"));
    if (startIndex === null || maxResults === null) return sendGoogleError(reply, 400, "badRequest", "startIndex and maxResults must be positive whole numbers.", "global");
    const channel = context.state().accounts.find((account) => account.id === caller.grant.accountId)?.channel;
    if (!channel || (query.ids !== "channel==MINE" && query.ids !== `channel==${channel.id}`)) {
      return sendGoogleError(reply, 403, "forbidden", "Forbidden", "global");
    }
    const lastDay = addDays(pacificDay(context.deps.now()), -context.settings().analyticsLagDays);
    const days: string[] = [];
    for (let date = query.startDate < FIRST_DATA_DAY ? FIRST_DATA_DAY : query.startDate; date <= query.endDate && date <= lastDay; date = addDays(date, 1)) days.push(date);
    let rows: (string | number)[][];
    if (dimensions.includes("day")) {
      rows = days.map((date) => {
        const figures = dailyFigures(channel.id, date);
        return [date, ...metrics.map((metric) => figures[metric] ?? 0)];
      });
    } else {
      const sums = metrics.map((metric) => days.reduce((sum, date) => sum + (dailyFigures(channel.id, date)[metric] ?? 0), 0));
      const total = (metric: string, index: number) => {
        const sum = sums[index] ?? 0;
        if (FLOAT_METRICS.includes(metric)) return sum / days.length;
        return metric === "averageViewDuration" ? Math.round(sum / days.length) : sum;
      };
      rows = days.length > 0 ? [metrics.map(total)] : [];
    }
    const columns = [...dimensions, ...metrics];
    if (query.sort.length > 0) {
      const keys = query.sort.map((key) => ({ index: columns.indexOf(key.replace(/^-/, "")), descending: key.startsWith("-") }));
      if (keys.some((key) => key.index < 0)) return sendGoogleError(reply, 400, "badRequest", "The sort parameter names a column that is not in the report.", "global");
      rows.sort((a, b) => {
        for (const key of keys) {
          const left = a[key.index]!;
          const right = b[key.index]!;
          if (left !== right) return (left < right ? -1 : 1) * (key.descending ? -1 : 1);
        }
        return 0;
      });
    }
    const start = (startIndex ?? 1) - 1;
    const max = maxResults ?? rows.length;
    rows = rows.slice(start, start + max);
    const columnHeaders = columns.map((name) => ({
      name,
      columnType: dimensions.includes(name) ? "DIMENSION" : "METRIC",
      dataType: dimensions.includes(name) ? "STRING" : FLOAT_METRICS.includes(name) ? "FLOAT" : "INTEGER",
    }));
    return { kind: "youtubeAnalytics#resultTable", columnHeaders, ...(rows.length > 0 ? { rows } : {}) };
  });
}
