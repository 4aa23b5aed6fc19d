import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CoverPicker } from "./cover-picker";
import { FrameCoverPicker, type FrameCoverPickerProps } from "./frame-cover-picker";

const onChange = fn().mockName("onChange");

const meta = {
  title: "Publishing/CoverPicker/TikTok frame",
  component: FrameCoverPicker,
  args: { videoSrc: "/videos/spring-01.mp4", videoTitle: "spring-01.mp4", durationMs: 15_000, value: null, onChange },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "28rem" }}>
        <Story />
      </div>
    ),
  ],
  // Through CoverPicker, as the publish screen uses it, controlled like an app does it.
  render: function Controlled(args: FrameCoverPickerProps) {
    const [value, setValue] = useState(args.value);
    return (
      <CoverPicker
        platform="tiktok"
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FrameCoverPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider", { name: "封面帧" });

    await step("the first frame by default; the preview is the video, not playing", async () => {
      await expect(canvas.getByText("第一帧（默认）")).toBeVisible();
      await expect(slider).toHaveAttribute("aria-valuemax", "15000");
      await expect(slider).toHaveAttribute("aria-valuetext", "00:00.0");
      const video = canvas.getByLabelText<HTMLVideoElement>("spring-01.mp4");
      await expect(video.autoplay).toBe(false);
      await expect(canvas.getByRole("button", { name: "使用第一帧" })).toBeDisabled();
    });
    await step("arrow keys move a tenth of a second and report the timestamp in ms", async () => {
      slider.focus();
      // One key at a time, as a person sees each step: three keys sent in one burst can land before
      // the slider has taken the previous value back from its (controlled) owner on a busy machine.
      for (const expected of [100, 200, 300]) {
        await userEvent.keyboard("{ArrowRight}");
        await waitFor(() => expect(slider).toHaveAttribute("aria-valuenow", String(expected)));
      }
      await expect(onChange).toHaveBeenLastCalledWith(300);
      await expect(slider).toHaveAttribute("aria-valuetext", "00:00.3");
      await expect(canvas.getByText("00:00.3")).toBeVisible();
    });
    await step("End jumps to the last frame", async () => {
      await userEvent.keyboard("{End}");
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(15_000));
      await expect(canvas.getByText("00:15.0")).toBeVisible();
    });
    await step("back to the first frame", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "使用第一帧" }));
      await expect(onChange).toHaveBeenLastCalledWith(null);
      await expect(canvas.getByText("第一帧（默认）")).toBeVisible();
    });
  },
};

export const VideoUnavailable: Story = {
  // Needs a real media element: jsdom never loads (or fails to load) a video.
  tags: ["browser-only"],
  args: { videoSrc: "/videos/missing.mp4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("无法预览视频画面，仍可按时间选择封面");
    await expect(canvas.getByRole("slider", { name: "封面帧" })).not.toHaveAttribute("aria-disabled", "true");
  },
};

export const DurationUnknown: Story = {
  args: { durationMs: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("正在读取视频时长…")).toBeVisible();
    await expect(canvas.getByRole("slider", { name: "封面帧" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { value: 3500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("slider", { name: "Cover frame" })).toHaveAttribute("aria-valuetext", "00:03.5");
    await expect(canvas.getByRole("button", { name: "Use the first frame" })).toBeEnabled();
  },
};
