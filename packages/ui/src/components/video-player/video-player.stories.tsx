import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { swatch } from "../uploader/story-files";
import { VideoPlayer } from "./video-player";

const meta = {
  title: "Upload/VideoPlayer",
  component: VideoPlayer,
  args: { src: "/videos/spring-launch.mp4", poster: swatch("#181d50", "spring-launch.mp4"), title: "春季新品发布会" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const video = within(canvasElement).getByLabelText<HTMLVideoElement>("春季新品发布会");
    await step("plays by itself, muted and looping, inline", async () => {
      await expect(video.autoplay).toBe(true);
      await expect(video.muted).toBe(true);
      await expect(video).toHaveAttribute("muted");
      await expect(video.loop).toBe(true);
      await expect(video).toHaveAttribute("playsinline");
    });
    await step("has controls and shows the poster until it plays", async () => {
      await expect(video.controls).toBe(true);
      await expect(video).toHaveAttribute("poster", args.poster);
      await expect(video).toHaveAttribute("src", args.src);
    });
  },
};

export const WithoutPoster: Story = {
  args: { poster: undefined },
  play: async ({ canvasElement }) => {
    const video = within(canvasElement).getByLabelText("春季新品发布会");
    await expect(video).not.toHaveAttribute("poster");
  },
};
