import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NotFoundStatusPage } from "./not-found-status-page";

const onHome = fn().mockName("onHome");

const meta = {
  title: "Layout/NotFoundStatusPage",
  component: NotFoundStatusPage,
  args: {
    title: "页面不存在",
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
  argTypes: { title: { control: "text" }, homeLink: { control: false } },
} satisfies Meta<typeof NotFoundStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the given title is the h1, with 404 above it and an explanation under it", async () => {
      await expect(canvas.getByRole("heading", { level: 1, name: "页面不存在" })).toBeVisible();
      await expect(canvas.getByText("404")).toHaveAttribute("aria-hidden", "true");
      await expect(canvas.getByText("您访问的页面不存在或已被移动。")).toBeVisible();
    });
    await step("the app's own link leads home, labelled 返回首页", async () => {
      const link = canvas.getByRole("link", { name: "返回首页" });
      await expect(link).toHaveAttribute("href", "#home");
      onHome.mockClear();
      await userEvent.click(link);
      await expect(onHome).toHaveBeenCalledOnce();
    });
    await step("the keyboard reaches it too", async () => {
      onHome.mockClear();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "返回首页" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onHome).toHaveBeenCalledOnce();
    });
  },
};
