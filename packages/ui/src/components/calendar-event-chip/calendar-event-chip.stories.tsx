import { Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { STORY_ZONE, storyEvent } from "../calendar-month-grid/calendar-story-data";
import { CalendarEventChip } from "./calendar-event-chip";
import { CalendarStateBadge } from "./calendar-state-badge";

const onOpen = fn().mockName("onOpen");

const meta = {
  title: "Calendar/CalendarEventChip",
  component: CalendarEventChip,
  args: { event: storyEvent(4, "2026-11-28T10:00", "waiting", "双十二预热：一支口红的三种画法"), timeZone: STORY_ZONE, onOpen },
  decorators: [
    (Story) => (
      <Stack maxWidth="18rem">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof CalendarEventChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { allowDrag: true },
  play: async ({ canvasElement, step, args }) => {
    const chip = within(canvasElement).getByRole("button", { name: /^10:00 美妆日常（TikTok）双十二预热：一支口红的三种画法，等待发布$/ });
    await step("its name says time, account, platform, title and state", async () => {
      await expect(chip).toBeVisible();
      await expect(chip).toHaveTextContent(/10:00/);
    });
    await step("a waiting event can be dragged", async () => {
      await expect(chip).toHaveAttribute("draggable", "true");
    });
    await step("click, Enter and Space open it", async () => {
      await userEvent.click(chip);
      await expect(args.onOpen).toHaveBeenLastCalledWith(args.event);
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard(" ");
      await expect(args.onOpen).toHaveBeenCalledTimes(3);
    });
  },
};

/** A published target cannot be moved: no drag, whatever the grid allows. */
export const Published: Story = {
  args: { event: storyEvent(1, "2026-11-24T09:30", "succeeded"), allowDrag: true },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole("button", { name: /09:30 .*，成功$/ });
    await expect(chip).not.toHaveAttribute("draggable");
  },
};

/** In a list (the phone agenda, a day's full list): the account on a line of its own. */
export const Full: Story = {
  args: { size: "full", event: storyEvent(3, "2026-11-27T18:45", "unverified") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cooking with Lin · YouTube")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /，需核实$/ })).toBeVisible();
  },
};

/** Every state, as chips and as badges: each has its own colour and icon. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="2">
      {(["waiting", "distributing", "succeeded", "failed", "unverified"] as const).map((state, index) => (
        <Stack key={state} gap="1">
          <CalendarEventChip {...args} event={storyEvent(index + 1, `2026-11-28T0${index + 1}:00`, state)} />
          <CalendarStateBadge state={state} alignSelf="flex-start" />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["等待发布", "分发中", "成功", "失败", "需核实"]) {
      await expect(canvas.getByRole("button", { name: new RegExp(`，${label}$`) })).toBeVisible();
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const English: Story = {
  globals: { locale: "en" },
  render: AllStates.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Waiting", "Distributing", "Succeeded", "Failed", "To verify"]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
