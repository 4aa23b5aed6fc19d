import type { CalendarBucket, CalendarEvent } from "@cdp/contracts";
import { fromWallTime, localTimeZone } from "@cdp/ui/publish-timing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const SUMMARY = "GET /api/v1/publish/calendar/summary";
const EVENTS = "GET /api/v1/publish/calendar/events";
const ZONE = localTimeZone();
const at = (wall: string) => fromWallTime(wall, ZONE)!.toISOString();
/** A June far ahead, so every day of it can take a drop whenever the test runs. */
const MONTH_URL = "/CRM/dataSend/calendar?day=2030-06-10";

const event = (itemId: number, wall: string, over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  itemId,
  taskId: 70 + itemId,
  accountId: 3,
  accountName: "美妆日常",
  accountAvatar: null,
  platform: "tiktok",
  kind: "video",
  title: `夏日新品第 ${itemId} 期`,
  state: "waiting",
  at: at(wall),
  scheduledAt: at(wall),
  movable: true,
  ...over,
});
const bucket = (day: string, events: CalendarEvent[], total = events.length): CalendarBucket => ({
  start: at(`${day}T00:00`),
  counts: { waiting: total, distributing: 0, succeeded: 0, failed: 0, unverified: 0 },
  total,
  events: events.slice(0, 3),
});
const base = { "GET /api/v1/accounts": ok({ list: [], total: 0 }), "GET /api/v1/account-groups": ok({ list: [] }), "GET /api/v1/analytics/bestTimes": ok({ timeZone: ZONE, windowDays: 90, minimumPosts: 10, list: [] }) };

async function openCalendar(path = MONTH_URL) {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "发布日历" });
  return rendered;
}

/** What a drag carries in jsdom, which has no DataTransfer. */
const dataTransfer = () => ({ effectAllowed: "all", dropEffect: "none", setData: () => {}, getData: () => "", types: [] });
function drag(chip: HTMLElement, target: HTMLElement) {
  fireEvent.dragStart(chip, { dataTransfer: dataTransfer() });
  fireEvent.dragOver(target, { dataTransfer: dataTransfer() });
  fireEvent.drop(target, { dataTransfer: dataTransfer() });
  fireEvent.dragEnd(chip, { dataTransfer: dataTransfer() });
}

afterEach(() => vi.restoreAllMocks());

describe("发布日历 page", () => {
  it("is in the sidebar after 发布记录 and shows the month, its time zone and skeletons while loading", async () => {
    const request = crmApi.request.bind(crmApi);
    mockApi(crmApi, base);
    vi.spyOn(crmApi, "request").mockImplementation(((config: { url?: string }) =>
      config.url === "/api/v1/publish/calendar/summary" ? new Promise(() => {}) : request(config as never)) as typeof crmApi.request);
    await openCalendar();
    const links = within(screen.getByRole("navigation", { name: "主导航" })).getAllByRole("link").map((link) => link.textContent);
    expect(links.indexOf("发布日历")).toBe(links.indexOf("发布记录") + 1);
    expect(screen.getByRole("heading", { level: 2, name: "2030年6月" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^时区：${ZONE.replace("+", "\\+")} \\(UTC[+-]\\d{2}:\\d{2}\\)$`))).toBeInTheDocument();
    expect(screen.getByRole("grid", { name: "2030年6月" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("gridcell", { name: /^6月12日星期三，加载中$/ })).toBeInTheDocument();
  });

  it("says 本月没有发布 with a way to 视频发布 when the month is empty", async () => {
    const api = mockApi(crmApi, { ...base, [SUMMARY]: ok({ timeZone: ZONE, buckets: [] }) });
    const { user } = await openCalendar();
    expect(await screen.findByText("本月没有发布")).toBeInTheDocument();
    const summary = api.calls.find((call) => call.url === "/api/v1/publish/calendar/summary");
    expect(summary?.params).toMatchObject({ view: "month", timeZone: ZONE, from: at("2030-05-27T00:00"), to: at("2030-07-01T00:00") });
    await user.click(screen.getByRole("button", { name: "去视频发布" }));
    expect(await screen.findByRole("heading", { level: 1, name: "视频发布" })).toBeInTheDocument();
  });

  it("says when the calendar cannot be loaded and loads it again on 重试", async () => {
    let broken = true;
    mockApi(crmApi, { ...base, [SUMMARY]: () => (broken ? fail(500, "服务器开小差了") : ok({ timeZone: ZONE, buckets: [bucket("2030-06-12", [event(1, "2030-06-12T10:00")])] })) });
    const { user } = await openCalendar();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("发布日历加载失败");
    expect(alert).toHaveTextContent("服务器开小差了");
    broken = false;
    await user.click(within(alert).getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("button", { name: /^10:00 美妆日常（TikTok）夏日新品第 1 期，等待发布$/ })).toBeInTheDocument();
  });

  it("moves a dragged event at once and puts it back with the server's reason when the move is refused", async () => {
    const api = mockApi(crmApi, {
      ...base,
      [SUMMARY]: ok({ timeZone: ZONE, buckets: [bucket("2030-06-12", [event(1, "2030-06-12T10:00")])] }),
      "PATCH /api/v1/publish/items/1/schedule": fail(400, "美妆日常 在 2030-06-14 10:05 已有发布，两次发布至少间隔 10 分钟"),
    });
    await openCalendar();
    const chip = await screen.findByRole("button", { name: /夏日新品第 1 期/ });
    drag(chip, screen.getByRole("gridcell", { name: /^6月14日星期五/ }));
    expect(await screen.findByText("美妆日常 在 2030-06-14 10:05 已有发布，两次发布至少间隔 10 分钟")).toBeInTheDocument();
    expect(screen.getByText("无法改到 2030-06-14 10:00")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ scheduledAt: at("2030-06-14T10:00"), timeZone: ZONE });
    await waitFor(() => expect(within(screen.getByRole("gridcell", { name: /^6月12日星期三/ })).getByRole("button", { name: /夏日新品第 1 期/ })).toBeInTheDocument());
    expect(within(screen.getByRole("gridcell", { name: /^6月14日星期五/ })).queryByRole("button", { name: /夏日新品/ })).toBeNull();
  });

  it("reschedules from the event's dialog with the keyboard, and links the task in 发布记录", async () => {
    let moved = false;
    const api = mockApi(crmApi, {
      ...base,
      [SUMMARY]: () => ok({ timeZone: ZONE, buckets: [moved ? bucket("2030-06-13", [event(1, "2030-06-13T21:30")]) : bucket("2030-06-12", [event(1, "2030-06-12T10:00")])] }),
      "GET /api/v1/publish/tasks/71": ok({ id: 71, name: "夏日新品", typeLabel: "视频", items: [{ id: 1, postUrl: null, phaseLabel: null, error: null }] }),
      "PATCH /api/v1/publish/items/1/schedule": () => {
        moved = true;
        return ok(event(1, "2030-06-13T21:30"));
      },
    });
    const { user } = await openCalendar();
    await user.click(await screen.findByRole("button", { name: /夏日新品第 1 期/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "夏日新品第 1 期" }));
    expect(await dialog.findByText("夏日新品 · 视频")).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: "在发布记录中查看" })).toHaveAttribute("href", "/CRM/dataSend/record?open=71&accountId=3");
    await user.click(dialog.getByRole("button", { name: "更改时间" }));
    const date = dialog.getByRole("textbox", { name: "新的发布日期" });
    await user.clear(date);
    await user.type(date, "2030/06/13{Enter}");
    const time = dialog.getByRole("textbox", { name: "新的发布时间" });
    await user.clear(time);
    await user.type(time, "21:30");
    await user.click(dialog.getByRole("button", { name: "保存新时间" }));
    await waitFor(() => expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ scheduledAt: at("2030-06-13T21:30"), timeZone: ZONE }));
    expect(await screen.findByText("已改期：夏日新品第 1 期")).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole("gridcell", { name: /^6月13日星期四/ })).getByRole("button", { name: /^21:30 / })).toBeInTheDocument());
  });

  it("opens a busy day's full list from +N 更多, ten a page", async () => {
    const many = Array.from({ length: 12 }, (_, index) => event(index + 1, `2030-06-12T${String(8 + index).padStart(2, "0")}:00`));
    const api = mockApi(crmApi, {
      ...base,
      [SUMMARY]: ok({ timeZone: ZONE, buckets: [bucket("2030-06-12", many, 12)] }),
      [EVENTS]: ok({ list: many.slice(0, 10), total: 12 }),
    });
    const { user } = await openCalendar();
    await user.click(await screen.findByRole("button", { name: "6月12日 还有 9 个发布，查看全部" }));
    const dialog = within(await screen.findByRole("dialog", { name: "6月12日星期三 的发布" }));
    expect(await dialog.findByText("共 12 个发布")).toBeInTheDocument();
    expect(dialog.getAllByRole("listitem")).toHaveLength(10);
    await user.click(dialog.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(api.calls.filter((call) => call.url === "/api/v1/publish/calendar/events").at(-1)?.params).toMatchObject({ page: 2, pageSize: 10, from: at("2030-06-12T00:00"), to: at("2030-06-13T00:00") }));
  });

  it("is an agenda grouped by day on a phone", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }));
    const api = mockApi(crmApi, { ...base, [SUMMARY]: ok({ timeZone: ZONE, buckets: [bucket("2030-06-12", [event(1, "2030-06-12T10:00")]), bucket("2030-06-15", [event(2, "2030-06-15T09:00")])] }) });
    await openCalendar("/CRM/dataSend/calendar?day=2030-06-10&view=week");
    expect(await screen.findByRole("heading", { level: 2, name: "6月12日周三" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "6月15日周六" })).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
    // Day buckets even in the week view: the agenda lists days.
    expect(api.calls.find((call) => call.url === "/api/v1/publish/calendar/summary")?.params).toMatchObject({ view: "month", from: at("2030-06-10T00:00"), to: at("2030-06-17T00:00") });
  });
});
