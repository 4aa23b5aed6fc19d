import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StatusPage } from "./status-page";

const onRetry = fn().mockName("onRetry");

const meta = {
  title: "Layout/StatusPage",
  component: StatusPage,
  args: { title: "暂无权限", description: "请联系管理员开通此页面的访问权限。" },
  argTypes: {
    code: { control: "text" },
    title: { control: "text" },
    description: { control: "text" },
    children: { control: false },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the title is the page's only h1, inside the main landmark", async () => {
      const main = canvas.getByRole("main");
      await expect(within(main).getByRole("heading", { level: 1, name: "暂无权限" })).toBeVisible();
      await expect(canvas.getAllByRole("heading")).toHaveLength(1);
    });
    await step("the explanation is shown under it", async () => {
      await expect(canvas.getByText("请联系管理员开通此页面的访问权限。")).toBeVisible();
    });
  },
};

/** A status code above the heading: decoration that screen readers skip. */
export const WithCode: Story = {
  args: { code: "403" },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText("403");
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute("aria-hidden", "true");
  },
};

/** Actions under the explanation, reachable by keyboard. */
export const WithActions: Story = {
  args: { children: <Button onClick={onRetry}>重试</Button> },
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole("button", { name: "重试" });
    await step("the action is reached with Tab and works with Enter", async () => {
      onRetry.mockClear();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onRetry).toHaveBeenCalledOnce();
    });
  },
};
