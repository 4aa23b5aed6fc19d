import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { CalendarMonthGrid } from "./calendar-month-grid";
import { bucketsByDay, STORY_EVENTS, STORY_TODAY, STORY_ZONE, storyDataTransfer } from "./calendar-story-data";

const meta = {
  title: "Calendar/CalendarMonthGrid",
  component: CalendarMonthGrid,
  args: {
    month: "2026-11",
    timeZone: STORY_ZONE,
    today: STORY_TODAY,
    buckets: bucketsByDay(STORY_EVENTS),
    onOpenEvent: fn().mockName("onOpenEvent"),
    onShowDay: fn().mockName("onShowDay"),
    onMove: fn().mockName("onMove"),
    onNavigateDay: fn().mockName("onNavigateDay"),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CalendarMonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("grid", { name: "2026年11月" });
    await step("whole weeks from Monday, with the weekday names", async () => {
      await expect(within(grid).getAllByRole("columnheader")).toHaveLength(7);
      await expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent("周一");
      await expect(within(grid).getAllByRole("gridcell")).toHaveLength(42);
    });
    await step("a day's name says its date, today, and its counts by state", async () => {
      await expect(canvas.getByRole("gridcell", { name: "11月28日星期六，今天，5 个发布：等待发布 4，分发中 1" })).toBeVisible();
      await expect(canvas.getByRole("gridcell", { name: "11月25日星期三，没有发布" })).toBeVisible();
    });
    await step("a busy day shows its first 3 and +2 更多, which opens the day's list", async () => {
      const today = canvas.getByRole("gridcell", { name: /^11月28日星期六/ });
      await expect(within(today).getAllByRole("button", { name: /^10:00 / })).toHaveLength(3);
      await userEvent.click(within(today).getByRole("button", { name: "11月28日 还有 2 个发布，查看全部" }));
      await expect(args.onShowDay).toHaveBeenCalledWith("2026-11-28");
    });
    await step("an event opens on click", async () => {
      await userEvent.click(canvas.getByRole("button", { name: /^09:30 .*，成功$/ }));
      await expect(args.onOpenEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    });
  },
};

/** One cell is in the tab order; arrow keys move between days, Enter opens a day, leaving the month asks for the next one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const cell = (name: RegExp) => canvas.getByRole("gridcell", { name });
    await step("Tab reaches today's cell first", async () => {
      await userEvent.tab();
      await expect(cell(/^11月28日星期六/)).toHaveFocus();
    });
    await step("arrows move by a day and a week, Home and End to the week's ends", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(cell(/^11月29日星期日/)).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}");
      await expect(cell(/^11月22日星期日/)).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(cell(/^11月16日星期一/)).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(cell(/^11月22日星期日/)).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}{ArrowLeft}");
      await expect(cell(/^11月28日星期六/)).toHaveFocus();
    });
    await step("Enter on a day with posts opens its list; Tab then reaches its events", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onShowDay).toHaveBeenLastCalledWith("2026-11-28");
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: /双十二预热/ })).toHaveFocus();
    });
    await step("leaving the month's weeks asks for the month of that day", async () => {
      cell(/^12月6日星期日/).focus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(args.onNavigateDay).toHaveBeenCalledWith("2026-12-13");
    });
  },
};

/** A waiting event dragged to another day keeps its time of day; a day before today takes no drop. */
export const DragToAnotherDay: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole("button", { name: /双十二预热/ });
    const drag = (target: HTMLElement) => {
      const dataTransfer = storyDataTransfer();
      fireEvent.dragStart(chip, { dataTransfer });
      fireEvent.dragEnter(target, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(chip, { dataTransfer });
    };
    await step("dropped on Monday 30th: 10:00 that day", async () => {
      await expect(chip).toHaveAttribute("draggable", "true");
      drag(canvas.getByRole("gridcell", { name: /^11月30日星期一/ }));
      await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
      await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), "2026-11-30T02:00:00.000Z");
    });
    await step("dropped on a past day or its own day: nothing", async () => {
      drag(canvas.getByRole("gridcell", { name: /^11月24日星期二/ }));
      drag(canvas.getByRole("gridcell", { name: /^11月28日星期六/ }));
      await expect(args.onMove).toHaveBeenCalledTimes(1);
    });
    await step("a published event is not draggable", async () => {
      await expect(canvas.getByRole("button", { name: /^09:30 .*，成功$/ })).not.toHaveAttribute("draggable");
    });
  },
};

/** Best time to post: today and later days of the suggested weekdays say so. */
export const SuggestedTimes: Story = {
  args: { suggestedSlots: [{ weekday: 2, hour: 20 }, { weekday: 2, hour: 9 }, { weekday: 6, hour: 21 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("gridcell", { name: /^12月1日星期二，没有发布，建议发布时间 09:00 20:00$/ })).toBeVisible();
    await expect(canvas.getByRole("gridcell", { name: /^11月28日星期六，今天，.*建议发布时间 21:00$/ })).toBeVisible();
    // A past Tuesday suggests nothing.
    await expect(canvas.getByRole("gridcell", { name: /^11月24日星期二/ })).not.toHaveAccessibleName(/建议/);
  },
};

export const Loading: Story = {
  args: { loading: true, buckets: {} },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid");
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(within(grid).getByRole("gridcell", { name: /^11月28日星期六，今天，加载中$/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("grid", { name: "November 2026" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")[0]).toHaveTextContent("Mon");
    await expect(canvas.getByRole("gridcell", { name: /^Saturday, November 28, Today, 5 posts: Waiting 4, Distributing 1$/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Nov 28: 2 more posts, show all" })).toHaveTextContent("+2 more");
  },
};
