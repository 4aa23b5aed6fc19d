import { HStack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PlatformTag } from "./platform-tag";

const meta = {
  title: "Data/PlatformTag",
  component: PlatformTag,
  args: { platform: "tiktok" },
  argTypes: { platform: { control: "inline-radio", options: ["tiktok", "youtube"] } },
} satisfies Meta<typeof PlatformTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <HStack gap="4">
      <PlatformTag {...args} platform="tiktok" />
      <PlatformTag {...args} platform="youtube" />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("TikTok")).toBeVisible();
    await expect(canvas.getByText("YouTube")).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { platform: "youtube", showName: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name stays for screen readers.
    await expect(canvas.getByText("YouTube")).toBeInTheDocument();
  },
};
