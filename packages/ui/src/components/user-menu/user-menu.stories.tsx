import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UserMenu } from "./user-menu";

const onProfile = fn().mockName("onProfile");
const onLogout = fn().mockName("onLogout");

const meta = {
  title: "Header/UserMenu",
  component: UserMenu,
  args: {
    name: "张晓明",
    items: [
      { key: "profile", label: "个人中心", onAction: onProfile },
      { key: "logout", label: "退出登录", onAction: onLogout },
    ],
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The menu is portalled to the end of <body>.
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "张晓明" });

    // ActionMenu's stories go through quick clicks and the keyboard; this one, the header's button.
    await step("a click opens the menu and an item runs its action", async () => {
      await userEvent.click(trigger);
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(menu).toBeVisible());
      await userEvent.click(body.getByRole("menuitem", { name: "个人中心" }));
      await expect(onProfile).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
  },
};

export const WithAvatarAndLongName: Story = {
  args: {
    name: "Alexandra Konstantinopoulou-Whitfield",
    avatarUrl: "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><rect width='1' height='1' fill='%232947e5'/></svg>",
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Alexandra Konstantinopoulou-Whitfield" });
    await expect(trigger).toBeVisible();
  },
};

/**
 * In a sticky header over a long page, as in the apps: scrolling the page leaves the open menu hanging
 * from the button. Browser only: jsdom has no layout.
 */
export const InStickyHeaderWhileThePageScrolls: Story = {
  tags: ["browser-only"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (StoryComponent) => (
      <div style={{ height: "300vh" }}>
        <header style={{ position: "sticky", top: 0, display: "flex", justifyContent: "flex-end", padding: "8px", background: "white" }}>
          <StoryComponent />
        </header>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "张晓明" });
    await userEvent.click(trigger);
    const item = await body.findByRole("menuitem", { name: "退出登录" });
    await waitFor(() => expect(item).toBeVisible());
    const gap = () => item.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
    await waitFor(() => expect(gap()).toBeGreaterThan(0));
    const before = gap();

    // Read in the same task as the scroll: no frame in between for the menu to catch up in.
    view.scrollTo(0, 200);
    const scrolled = view.scrollY;
    const after = gap();
    view.scrollTo(0, 0);
    await expect(scrolled).toBe(200);
    await expect(after).toBe(before);
  },
};
