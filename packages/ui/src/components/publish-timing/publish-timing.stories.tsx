import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
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
    await step("a scheduled start asks for a day and a time and shows the time zone", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "定时发布" }));
      await expect(last().start).toBe("scheduled");
      const group = canvas.getByRole("group", { name: "发布日期和时间" });
      await expect(group).toHaveAccessibleDescription(/时区：Asia\/Shanghai（UTC\+08:00）/);
      await expect(within(group).getByRole("textbox", { name: "发布日期" })).toHaveAttribute("placeholder", "年/月/日");
      await expect(within(group).getByRole("textbox", { name: "发布时间" })).toHaveAttribute("placeholder", "时:分");
      await expect(canvas.getByText("请选择发布时间")).toBeVisible();
      await expect(canvas.getByRole("status")).toHaveTextContent("选择发布时间后显示发布计划");
    });
    await step("a time in the past is refused", async () => {
      await userEvent.type(canvas.getByRole("textbox", { name: "发布日期" }), "2026/11/23{Enter}");
      await expect(last().startAt).toBe("");
      await userEvent.type(canvas.getByRole("textbox", { name: "发布时间" }), "19:30");
      await expect(last().startAt).toBe("2026-11-23T19:30");
      await expect(canvas.getByText("发布时间不能早于当前时间")).toBeVisible();
    });
    await step("a time that is not a 24-hour time says so", async () => {
      const time = canvas.getByRole("textbox", { name: "发布时间" });
      await userEvent.clear(time);
      await userEvent.type(time, "25:00");
      await expect(canvas.queryByText("请输入 24 小时制时间，如 09:30")).toBeNull();
      await userEvent.tab();
      await expect(canvas.getByText("请输入 24 小时制时间，如 09:30")).toBeVisible();
      await expect(last().startAt).toBe("");
    });
    await step("a future time plans the posts from it, in that zone; 900 reads as 09:00", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "打开日历" }));
      const calendar = await screen.findByRole("application");
      await expect(within(calendar).getByText("22", { selector: "[data-part=table-cell-trigger]" })).toHaveAttribute("aria-disabled", "true");
      await userEvent.click(within(calendar).getByText("24", { selector: "[data-part=table-cell-trigger]" }));
      const time = canvas.getByRole("textbox", { name: "发布时间" });
      await userEvent.clear(time);
      await userEvent.type(time, "900");
      await userEvent.tab();
      await expect(time).toHaveValue("09:00");
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
    const start = canvas.getByRole("group", { name: "Date and time" });
    await expect(start).toHaveAccessibleDescription(/Time zone: Asia\/Shanghai \(UTC\+08:00\)/);
    await expect(within(start).getByRole("textbox", { name: "Post date" })).toHaveValue("2026/11/24");
    await expect(within(start).getByRole("textbox", { name: "Post time" })).toHaveValue("09:00");
    await expect(canvas.getByRole("status")).toHaveTextContent("3 accounts: the first at 2026-11-24 09:00:00, the last at 2026-11-24 09:10:00");
    await expect(canvas.getByRole("status")).toHaveTextContent("With jitter, each post comes up to 20 seconds later");
  },
};

/** Account 旅行日记's best hour is Tuesday 20:00 (Shanghai); "now" is Monday 20:00 there. */
const suggestion = { state: "ready", at: new Date("2026-11-24T12:00:00Z"), accountName: "旅行日记", medianViews: 1050, posts: 4 } as const;

export const SuggestedTimes: Story = {
  args: { suggestion },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole("radio", { name: "按建议时间排期" });
    await step("the option says when the next suggested time is and what it is based on", async () => {
      await expect(option).toBeEnabled();
      await expect(option).toHaveAccessibleDescription(/最近的建议时段：周二 2026-11-24 20:00，来自 旅行日记（过去 90 天该时段 4 条作品，播放量中位数 1,050）/);
      await expect(option).toHaveAccessibleDescription(/一次发布只有一个开始时间，其余账号从这里按间隔依次发布/);
    });
    await step("chosen with the arrow keys, it schedules the start at that time and the summary says so", async () => {
      canvas.getByRole("radio", { name: "立即发布" }).focus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await waitFor(() => expect(option).toBeChecked());
      await expect(last()).toMatchObject({ start: "scheduled", startAt: "2026-11-24T20:00" });
      await expect(canvas.queryByRole("textbox", { name: "发布日期" })).toBeNull();
      const summary = canvas.getByRole("status");
      await expect(summary).toHaveTextContent("按建议时间排期");
      await expect(summary).toHaveTextContent("共 3 个账号：第一个 2026-11-24 20:00:00，最后一个 2026-11-24 20:10:00");
    });
    await step("switching to 定时发布 keeps that time to edit", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "定时发布" }));
      await expect(canvas.getByRole("textbox", { name: "发布日期" })).toHaveValue("2026/11/24");
      await expect(canvas.getByRole("textbox", { name: "发布时间" })).toHaveValue("20:00");
      await expect(canvas.getByRole("status")).not.toHaveTextContent("按建议时间排期");
    });
  },
};

export const SuggestedTimesUnavailable: Story = {
  args: { suggestion: { state: "unavailable", reason: "过去 90 天只有 4 条有数据的作品，至少需要 10 条" } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("without enough history the option is disabled, with the reason written beside it", async () => {
      const option = canvas.getByRole("radio", { name: "按建议时间排期" });
      await expect(option).toBeDisabled();
      await expect(option).toHaveAccessibleDescription("暂无建议时间：过去 90 天只有 4 条有数据的作品，至少需要 10 条");
      await expect(canvas.getByText("暂无建议时间：过去 90 天只有 4 条有数据的作品，至少需要 10 条")).toBeVisible();
    });
    await step("the arrow keys skip it", async () => {
      canvas.getByRole("radio", { name: "立即发布" }).focus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(canvas.getByRole("radio", { name: "按建议时间排期" })).not.toBeChecked();
    });
  },
};

export const SuggestedTimesEnglish: Story = {
  globals: { locale: "en" },
  args: { suggestion },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole("radio", { name: "At the suggested time" });
    await expect(option).toHaveAccessibleDescription(/Next suggested time: Tue 2026-11-24 20:00, from 旅行日记 \(4 posts in this hour over the last 90 days, median views 1,050\)/);
    await userEvent.click(option);
    await expect(canvas.getByRole("status")).toHaveTextContent("At the suggested time");
  },
};
