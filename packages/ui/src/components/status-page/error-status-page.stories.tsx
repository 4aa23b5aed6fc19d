import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorStatusPage } from "./error-status-page";

const onReload = fn().mockName("onReload");
const onHome = fn().mockName("onHome");

const meta = {
  title: "Layout/ErrorStatusPage",
  component: ErrorStatusPage,
  args: {
    onReload,
    // Stands in for the app's router link; the story stays on its page.
    homeLink: (
      <a
        href="#home"
        onClick={(event) => {
          event.preventDefault();
          onHome();
        }}
      />
    ),
  },
  argTypes: { description: { control: "text" }, homeLink: { control: false } },
} satisfies Meta<typeof ErrorStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("says what happened and what to do", async () => {
      await expect(canvas.getByRole("heading", { level: 1, name: "页面出错了" })).toBeVisible();
      await expect(canvas.getByText("页面加载失败，请刷新重试。")).toBeVisible();
    });
    await step("刷新页面 comes first in the tab order and reloads with Enter", async () => {
      onReload.mockClear();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "刷新页面" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onReload).toHaveBeenCalledOnce();
    });
    await step("then the app's own link home, labelled 返回首页", async () => {
      onHome.mockClear();
      await userEvent.tab();
      const link = canvas.getByRole("link", { name: "返回首页" });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute("href", "#home");
      await userEvent.keyboard("{Enter}");
      await expect(onHome).toHaveBeenCalledOnce();
    });
  },
};

/** An app that wants to say more replaces the explanation. */
export const CustomDescription: Story = {
  args: { description: "页面加载失败，请刷新重试。如果问题持续存在，请联系管理员。" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("页面加载失败，请刷新重试。如果问题持续存在，请联系管理员。")).toBeVisible();
    await expect(canvas.queryByText("页面加载失败，请刷新重试。")).toBeNull();
  },
};
