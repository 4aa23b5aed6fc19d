import { HStack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PublishStatusBadge } from "./publish-status-badge";

const meta = {
  title: "Data/PublishStatusBadge",
  component: PublishStatusBadge,
  args: { status: 0 },
  argTypes: {
    status: { control: "inline-radio", options: [0, 1, 2, 3] },
    variant: { control: "inline-radio", options: ["surface", "subtle", "solid", "outline", "plain"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof PublishStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Distributing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("分发中")).toBeVisible();
    // The turning icon is decoration: the badge's text is all a screen reader hears.
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Succeeded: Story = {
  args: { status: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("分发成功")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("分发失败")).toBeVisible();
  },
};

/** 需核实: the platform may have posted but cannot be read to say so; a question, not a failure. */
export const ToVerify: Story = {
  args: { status: 3 },
  play: async ({ canvasElement, step }) => {
    const badge = within(canvasElement).getByText("需核实");
    await step("it reads 需核实, with its icon hidden from screen readers", async () => {
      await expect(badge).toBeVisible();
      await expect(badge).toHaveTextContent(/^需核实$/);
      await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    });
  },
};

/** All four side by side, as in the publish records table. */
export const AllStatuses: Story = {
  render: (args) => (
    <HStack gap="3" wrap="wrap">
      {([0, 1, 2, 3] as const).map((status) => (
        <PublishStatusBadge key={status} {...args} status={status} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["分发中", "分发成功", "分发失败", "需核实"]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const English: Story = {
  globals: { locale: "en" },
  render: AllStatuses.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Distributing", "Distribution succeeded", "Distribution failed", "To verify"]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** 需核实 must not read as a failure at a glance: its colours differ from 分发失败's red. Browser only: jsdom resolves no colours. */
export const ToVerifyIsNotFailed: Story = {
  tags: ["browser-only"],
  render: (args) => (
    <HStack gap="3">
      <PublishStatusBadge {...args} status={2} />
      <PublishStatusBadge {...args} status={3} />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = (label: string) => {
      const style = getComputedStyle(canvas.getByText(label));
      return `${style.color} / ${style.backgroundColor}`;
    };
    await expect(colours("需核实")).not.toBe(colours("分发失败"));
  },
};
