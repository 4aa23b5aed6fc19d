import { Box, Button, Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, Upload } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageHeader } from "./page-header";

const onCreate = fn().mockName("onCreate");
const onImport = fn().mockName("onImport");

const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  args: { routeName: "视频发布" },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    actions: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { title: "账号管理", description: "管理已绑定的 TikTok 与 YouTube 账号" },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a given title wins over the route name", async () => {
      await expect(canvas.getByRole("heading", { level: 1, name: "账号管理" })).toBeVisible();
      await expect(canvas.queryByText("视频发布")).toBeNull();
    });
    await step("the description is shown under it", async () => {
      await expect(canvas.getByText("管理已绑定的 TikTok 与 YouTube 账号")).toBeVisible();
    });
  },
};

export const RouteNameFallback: Story = {
  args: { routeName: "发布记录" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "发布记录" })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: "视频发布",
    variant: "underlined",
    actions: (
      <>
        <Button variant="outline" size="sm" onClick={onImport}>
          <Upload /> 批量导入
        </Button>
        <Button size="sm" onClick={onCreate}>
          <Plus /> 新建任务
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const importButton = canvas.getByRole("button", { name: "批量导入" });
    const createButton = canvas.getByRole("button", { name: "新建任务" });

    await step("the buttons can be clicked", async () => {
      await userEvent.click(createButton);
      await expect(onCreate).toHaveBeenCalledOnce();
      await expect(onImport).not.toHaveBeenCalled();
    });
    await step("and reached with Tab in reading order, pressed with Enter and Space", async () => {
      createButton.blur();
      await userEvent.tab();
      await expect(importButton).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onImport).toHaveBeenCalledOnce();
      await userEvent.tab();
      await expect(createButton).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(onCreate).toHaveBeenCalledTimes(2);
    });
  },
};

export const LongTitle: Story = {
  args: {
    title: "2024 年第四季度 TikTok 与 YouTube 全渠道多账号视频分发效果复盘及下季度内容规划（运营中心内部版）",
    actions: <Button size="sm">导出报表</Button>,
  },
  decorators: [
    (Story) => (
      <Box maxWidth="md" borderWidth="1px" borderStyle="dashed" padding="3">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/内部版）$/);
    await expect(canvas.getByRole("button", { name: "导出报表" })).toBeVisible();
  },
};

export const SectionHeading: Story = {
  args: { title: "分组列表", level: 2, size: "sm" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "分组列表" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <PageHeader key={size} {...args} size={size} level={2} title={`尺寸 ${size}`} variant="underlined" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 2 })).toHaveLength(3);
  },
};
