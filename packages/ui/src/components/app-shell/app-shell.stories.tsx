import { Box, Button, HStack, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BarChart3, Clapperboard, Images, ListChecks, ShieldCheck, Users, UsersRound } from "lucide-react";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { LanguageSwitch } from "../language-switch";
import { PageHeader } from "../page-header";
import { UserMenu } from "../user-menu";
import { AppShell, type AppShellProps } from "./app-shell";
import type { AppShellMenuItem } from "./types";

const menu: AppShellMenuItem[] = [
  { key: "analysis", label: "数据分析", icon: <BarChart3 />, path: "/CRM/homePage" },
  {
    key: "publish",
    label: "内容发布",
    children: [
      { key: "video", label: "视频发布", icon: <Clapperboard />, path: "/CRM/dataSend/index" },
      { key: "batch", label: "图文发布", icon: <Images />, path: "/CRM/dataSend/batch" },
      { key: "record", label: "发布记录", icon: <ListChecks />, path: "/CRM/dataSend/record" },
    ],
  },
  { key: "permission", label: "权限管理", icon: <ShieldCheck />, path: "/CRM/permissionManage" },
  {
    key: "accounts",
    label: "账号管理",
    children: [
      { key: "account-list", label: "账号列表", icon: <Users />, path: "/CRM/accountManage/index" },
      { key: "account-group", label: "账号分组", icon: <UsersRound />, path: "/CRM/accountManage/group" },
    ],
  },
];

const meta = {
  title: "Layout/AppShell",
  component: AppShell,
  args: {
    brand: <Text as="span">多账号内容分发</Text>,
    menu,
    activePath: "/CRM/dataSend/record",
    onNavigate: fn(),
    navLabel: "主导航",
    headerEnd: (
      <HStack gap="2">
        <LanguageSwitch value="zh-CN" onChange={fn()} />
        <UserMenu name="张晓明" items={[{ key: "logout", label: "退出登录", onAction: fn() }]} />
      </HStack>
    ),
    children: null,
  },
  argTypes: { brand: { control: false }, menu: { control: false }, headerEnd: { control: false }, children: { control: false } },
  parameters: { layout: "fullscreen" },
  // Like an app's router: navigating moves the active item.
  render: function Routed({ activePath, onNavigate, ...args }: AppShellProps) {
    const [path, setPath] = useState(activePath);
    return (
      <AppShell
        {...args}
        activePath={path}
        onNavigate={(next) => {
          setPath(next);
          onNavigate(next);
        }}
      >
        <PageHeader routeName="发布记录" actions={<Button size="sm">新建任务</Button>} />
        <Box borderWidth="1px" borderRadius="l3" bg="bg" height="64" />
      </AppShell>
    );
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "主导航" }));

    await step("items are real links; groups are labelled", async () => {
      await expect(nav.getByRole("link", { name: "视频发布" })).toHaveAttribute("href", "/CRM/dataSend/index");
      const publishGroup = within(nav.getByRole("group", { name: "内容发布" }));
      await expect(publishGroup.getAllByRole("link")).toHaveLength(3);
    });
    await step("the active route's item is the current page", async () => {
      await expect(nav.getByRole("link", { name: "发布记录" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
    });
    await step("a plain click navigates in-app instead of loading the page", async () => {
      await userEvent.click(nav.getByRole("link", { name: "数据分析" }));
      await expect(args.onNavigate).toHaveBeenCalledWith("/CRM/homePage");
      await expect(nav.getByRole("link", { name: "数据分析" })).toHaveAttribute("aria-current", "page");
    });
    await step("a Ctrl-click is left to the browser (new tab)", async () => {
      const stopBrowser = (event: MouseEvent) => event.preventDefault();
      window.addEventListener("click", stopBrowser, { once: true });
      fireEvent.click(nav.getByRole("link", { name: "权限管理" }), { ctrlKey: true });
      await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    });
    await step("links are reachable and followed with the keyboard", async () => {
      nav.getByRole("link", { name: "图文发布" }).focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onNavigate).toHaveBeenLastCalledWith("/CRM/dataSend/batch");
    });
  },
};

export const LightSidebar: Story = {
  args: { variant: "light", activePath: "/CRM/accountManage/group/42" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "主导航" }));
    // The deepest matching prefix is the current page.
    await expect(nav.getByRole("link", { name: "账号分组" })).toHaveAttribute("aria-current", "page");
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    await step("the menu button opens the navigation as a drawer", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
      const drawer = within(await body.findByRole("dialog"));
      await waitFor(() => expect(drawer.getByRole("navigation", { name: "主导航" })).toBeVisible());
      await userEvent.click(drawer.getByRole("link", { name: "账号列表" }));
    });
    await step("choosing an item navigates and closes the drawer", async () => {
      await expect(args.onNavigate).toHaveBeenCalledWith("/CRM/accountManage/index");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
    await step("the close button closes it too", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
      const drawer = within(await body.findByRole("dialog"));
      await userEvent.click(drawer.getByRole("button", { name: "关闭菜单" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
  },
};

// jsdom applies no media queries, so the responsive layout itself is only checked in Chromium.
export const WideScreenLayout: Story = {
  tags: ["browser-only"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "主导航" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "打开菜单" })).toBeNull();
  },
};

export const NarrowScreenLayout: Story = {
  tags: ["browser-only"],
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "主导航" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "打开菜单" })).toBeVisible();
  },
};
