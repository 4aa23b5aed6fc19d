import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PublishTimingFields, type PublishTimingProps } from "./publish-timing";
import { DEFAULT_TIMING, type PublishTiming } from "./schedule";

const onChange = fn().mockName("onChange");
const now = new Date("2026-11-23T12:00:00Z");

const meta = {
  title: "Publishing/PublishTiming",
  component: PublishTimingFields,
  args: { value: DEFAULT_TIMING, onChange, accountCount: 3, timeZone: "Asia/Shanghai", now },
  argTypes: { value: { control: false }, now: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "32rem" }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onChange.mockReset();
  },
  render: function Controlled(args: PublishTimingProps) {
    const [value, setValue] = useState(args.value);
    return (
      <PublishTimingFields
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PublishTimingFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const last = () => onChange.mock.lastCall![0] as PublishTiming;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const minutes = canvas.getByRole("spinbutton", { name: "分钟" });
    const seconds = canvas.getByRole("spinbutton", { name: "秒" });

    await step("5 minutes apart, starting now: the summary gives the first and last post", async () => {
      await expect(canvas.getByRole("group", { name: "账号之间的发布间隔" })).toBeVisible();
      await expect(minutes).toHaveValue("5");
      await expect(canvas.getByRole("radio", { name: "立即发布" })).toBeChecked();
      await expect(canvas.getByRole("status")).toHaveTextContent("共 3 个账号：第一个 2026-11-23 20:00:00，最后一个 2026-11-23 20:10:00");
    });
    await step("arrow keys step the minutes and seconds", async () => {
      minutes.focus();
      await userEvent.keyboard("{ArrowDown}");
      await waitFor(() => expect(last().intervalMinutes).toBe(4));
      seconds.focus();
      await userEvent.keyboard("{ArrowUp}");
      await waitFor(() => expect(last()).toMatchObject({ intervalMinutes: 4, intervalSeconds: 1 }));
      await expect(canvas.getByRole("status")).toHaveTextContent("最后一个 2026-11-23 20:08:02");
    });
    await step("typed seconds are kept within 0–59", async () => {
      await userEvent.clear(seconds);
      await userEvent.type(seconds, "75");
      await userEvent.tab();
      await waitFor(() => expect(last().intervalSeconds).toBe(59));
      await expect(seconds).toHaveValue("59");
    });
  },
};

export const Jitter: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("turning on jitter offers how late a post may come, 30 seconds to start", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "随机浮动，让发布时间不那么整齐" }));
      await expect(last().jitterSeconds).toBe(30);
      await expect(canvas.getByRole("spinbutton", { name: "最多推迟（秒）" })).toHaveValue("30");
      await expect(canvas.getByRole("status")).toHaveTextContent("随机浮动后，每个账号最多推迟 30 秒（最后一个最晚 2026-11-23 20:10:30）");
    });
    await step("turning it off sets it to none", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "随机浮动，让发布时间不那么整齐" }));
      await expect(last().jitterSeconds).toBe(0);
      await expect(canvas.queryByRole("spinbutton", { name: "最多推迟（秒）" })).toBeNull();
    });
  },
};

export const Scheduled: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a scheduled start asks for a date and time and shows the time zone", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "定时发布" }));
      await expect(last().start).toBe("scheduled");
      const input = canvas.getByLabelText("发布日期和时间");
      await waitFor(() => expect(input).toHaveAccessibleDescription(/时区：Asia\/Shanghai（UTC\+08:00）/));
      await expect(canvas.getByText("请选择发布时间")).toBeVisible();
      await expect(canvas.getByRole("status")).toHaveTextContent("选择发布时间后显示发布计划");
    });
    await step("a time in the past is refused", async () => {
      await userEvent.type(canvas.getByLabelText("发布日期和时间"), "2026-11-23T19:30");
      await expect(canvas.getByText("发布时间不能早于当前时间")).toBeVisible();
      await expect(canvas.getByLabelText("发布日期和时间")).toBeInvalid();
    });
    await step("a future time plans the posts from it, in that zone", async () => {
      const input = canvas.getByLabelText("发布日期和时间");
      await userEvent.clear(input);
      await userEvent.type(input, "2026-11-24T09:00");
      await expect(last().startAt).toBe("2026-11-24T09:00");
      await expect(canvas.queryByText("发布时间不能早于当前时间")).toBeNull();
      await expect(canvas.getByRole("status")).toHaveTextContent("第一个 2026-11-24 09:00:00，最后一个 2026-11-24 09:10:00");
    });
  },
};

export const OneAccount: Story = {
  args: { accountCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("1 个账号，发布时间 2026-11-23 20:00:00");
  },
};

export const NoAccounts: Story = {
  args: { accountCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("选择账号后显示发布时间");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { value: { ...DEFAULT_TIMING, start: "scheduled", startAt: "2026-11-24T09:00", jitterSeconds: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Interval between accounts" })).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Minutes" })).toHaveValue("5");
    await expect(canvas.getByRole("radio", { name: "At a set time" })).toBeChecked();
    await expect(canvas.getByLabelText("Date and time")).toHaveAccessibleDescription(/Time zone: Asia\/Shanghai \(UTC\+08:00\)/);
    await expect(canvas.getByRole("status")).toHaveTextContent("3 accounts: the first at 2026-11-24 09:00:00, the last at 2026-11-24 09:10:00");
    await expect(canvas.getByRole("status")).toHaveTextContent("With jitter, each post comes up to 20 seconds later");
  },
};
