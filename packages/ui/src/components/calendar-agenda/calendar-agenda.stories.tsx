import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { bucketsByDay, STORY_EVENTS, STORY_TODAY, STORY_ZONE } from "../calendar-month-grid/calendar-story-data";
import { CalendarAgenda } from "./calendar-agenda";

const days = Object.entries(bucketsByDay(STORY_EVENTS))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([day, bucket]) => ({ day, total: bucket.total, events: bucket.events }));

const meta = {
  title: "Calendar/CalendarAgenda",
  component: CalendarAgenda,
  args: { days, timeZone: STORY_ZONE, today: STORY_TODAY, onOpenEvent: fn().mockName("onOpenEvent"), onShowDay: fn().mockName("onShowDay") },
  // A phone's width.
  decorators: [
    (Story) => (
      <Box maxWidth="390px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CalendarAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step("one heading per day with posts, today marked, with its count", async () => {
      const headings = canvas.getAllByRole("heading", { level: 2 });
      await expect(headings).toHaveLength(6);
      await expect(canvas.getByRole("heading", { name: "11月28日周六 · 今天" })).toBeVisible();
      await expect(canvas.getByRole("listitem", { name: "11月28日周六 · 今天" })).toHaveTextContent("5 个发布");
    });
    await step("events show account and title in full-width chips and open on click", async () => {
      await userEvent.click(canvas.getByRole("button", { name: /双十二预热/ }));
      await expect(args.onOpenEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    });
    await step("a day with more than it shows offers 查看全部, reachable with the keyboard", async () => {
      const all = canvas.getByRole("button", { name: "查看全部 5 个" });
      all.focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onShowDay).toHaveBeenCalledWith("2026-11-28");
    });
  },
};

export const Loading: Story = {
  args: { loading: true, days: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull();
    await expect(within(canvasElement).queryByRole("heading")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sat, Nov 28 · Today" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show all 5" })).toBeVisible();
  },
};
