import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { bucketsByHour, STORY_EVENTS, STORY_TODAY, STORY_ZONE, storyDataTransfer } from "../calendar-month-grid/calendar-story-data";
import { CalendarWeekGrid } from "./calendar-week-grid";

const meta = {
  title: "Calendar/CalendarWeekGrid",
  component: CalendarWeekGrid,
  args: {
    weekStart: "2026-11-23",
    timeZone: STORY_ZONE,
    today: STORY_TODAY,
    currentHour: 9,
    buckets: bucketsByHour(STORY_EVENTS),
    onOpenEvent: fn().mockName("onOpenEvent"),
    onShowDay: fn().mockName("onShowDay"),
    onMove: fn().mockName("onMove"),
    onNavigateDay: fn().mockName("onNavigateDay"),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CalendarWeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step("seven days by 24 hours, each hour named", async () => {
      const grid = canvas.getByRole("grid", { name: "11月23日 – 11月29日" });
      await expect(within(grid).getAllByRole("columnheader")).toHaveLength(8);
      await expect(within(grid).getAllByRole("rowheader")).toHaveLength(24);
      await expect(within(grid).getAllByRole("gridcell")).toHaveLength(7 * 24);
    });
    await step("an hour with many posts shows 3 and +2 更多, which opens the day", async () => {
      const hour = canvas.getByRole("gridcell", { name: "11月28日星期六 10:00，5 个发布：等待发布 4，分发中 1" });
      await expect(within(hour).getAllByRole("button", { name: /^10:00 / })).toHaveLength(3);
      await userEvent.click(within(hour).getByRole("button", { name: "11月28日 10:00 还有 2 个发布，查看全部" }));
      await expect(args.onShowDay).toHaveBeenCalledWith("2026-11-28", 10);
    });
    await step("an event opens on click", async () => {
      await userEvent.click(canvas.getByRole("button", { name: /^14:00 .*，失败$/ }));
      await expect(args.onOpenEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    });
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const cell = (name: RegExp) => canvas.getByRole("gridcell", { name });
    await step("Tab reaches today at the first busy hour (08:00 at the latest)", async () => {
      await userEvent.tab();
      await expect(cell(/^11月28日星期六 08:00/)).toHaveFocus();
    });
    await step("up and down move by an hour, left and right by a day", async () => {
      await userEvent.keyboard("{ArrowDown}{ArrowDown}");
      await expect(cell(/^11月28日星期六 10:00/)).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(cell(/^11月27日星期五 10:00/)).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(cell(/^11月29日星期日 10:00/)).toHaveFocus();
    });
    await step("Enter on an hour with posts opens the day", async () => {
      await userEvent.keyboard("{ArrowLeft}{Enter}");
      await expect(args.onShowDay).toHaveBeenLastCalledWith("2026-11-28", 10);
    });
    await step("past the week's last day asks for the next week", async () => {
      await userEvent.keyboard("{End}{ArrowRight}");
      await expect(args.onNavigateDay).toHaveBeenCalledWith("2026-11-30");
    });
  },
};

/** A waiting event dropped on another hour keeps its minutes; hours already past take no drop. */
export const DragToAnotherHour: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole("button", { name: /双十二预热/ });
    const drag = (target: HTMLElement) => {
      const dataTransfer = storyDataTransfer();
      fireEvent.dragStart(chip, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(chip, { dataTransfer });
    };
    await step("Saturday 10:00 dropped on Sunday 15:00", async () => {
      drag(canvas.getByRole("gridcell", { name: /^11月29日星期日 15:00/ }));
      await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
      await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), "2026-11-29T07:00:00.000Z");
    });
    await step("today 08:00 is past (it is 09:00): no move", async () => {
      drag(canvas.getByRole("gridcell", { name: /^11月28日星期六 08:00/ }));
      await expect(args.onMove).toHaveBeenCalledTimes(1);
    });
  },
};

/** Best time to post: the suggested hours of the account(s) are tinted and named. */
export const SuggestedSlots: Story = {
  args: { suggestedSlots: [{ weekday: 6, hour: 20 }, { weekday: 7, hour: 21 }, { weekday: 1, hour: 12 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("gridcell", { name: "11月28日星期六 20:00，没有发布，建议发布时间" })).toHaveTextContent("建议");
    await expect(canvas.getByRole("gridcell", { name: "11月29日星期日 21:00，没有发布，建议发布时间" })).toBeInTheDocument();
    // Monday 23rd is past: not suggested any more.
    await expect(canvas.getByRole("gridcell", { name: "11月23日星期一 12:00，没有发布" })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { suggestedSlots: [{ weekday: 6, hour: 20 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("grid", { name: "Nov 23 – Nov 29" })).toBeInTheDocument();
    await expect(canvas.getByRole("gridcell", { name: "Saturday, November 28 20:00, No posts, Suggested time to post" })).toHaveTextContent("Suggested");
  },
};
