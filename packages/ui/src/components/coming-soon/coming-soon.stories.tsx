import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ComingSoon } from "./coming-soon";

const meta = {
  title: "Layout/ComingSoon",
  component: ComingSoon,
  args: { routeName: "数据分析" },
  argTypes: { routeName: { control: "text" } },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "数据分析" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "此页面即将推出" })).toBeVisible();
    await expect(canvas.getByText("这个功能正在开发中，将在后续版本中提供。")).toBeVisible();
  },
};

const onBack = fn();

/** With an action under the notice, reachable by keyboard. */
export const WithAction: Story = {
  args: {
    children: (
      <Button variant="outline" onClick={onBack}>
        返回首页
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole("button", { name: "返回首页" });
    await step("the action is reached with Tab and works with Enter", async () => {
      onBack.mockClear();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onBack).toHaveBeenCalledOnce();
    });
  },
};
