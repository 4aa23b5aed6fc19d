import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PublishTaskCard } from "./publish-task-card";
import { PublishTaskList } from "./publish-task-list";
import type { PublishTaskView } from "./types";

const tasks: PublishTaskView[] = [
  {
    id: "t-2",
    name: "周末美食合集",
    type: "PUBLISH_YOUTUBE",
    title: "周末去哪吃",
    sendType: "account",
    intervalSeconds: 60,
    createdAt: "2026-11-23T10:00:00Z",
    counts: { distributing: 0, succeeded: 1, failed: 1 },
  },
  {
    id: "t-1",
    name: "春季新品 · 第一波",
    type: "PUBLISH_TIKTOK",
    title: "春季新品上市",
    sendType: "group",
    groupName: "旅行美食矩阵",
    intervalSeconds: 330,
    createdAt: "2026-11-23T09:00:00Z",
    counts: { distributing: 3, succeeded: 0, failed: 0 },
  },
];

const onRetry = fn().mockName("onRetry");
const onResendTask = fn().mockName("onResendTask");

const meta = {
  title: "Publishing/PublishTaskList",
  component: PublishTaskList,
  args: {
    tasks,
    renderTask: (task: PublishTaskView) => <PublishTaskCard task={task} timeZone="Asia/Shanghai" onResendTask={onResendTask} />,
  },
  argTypes: { tasks: { control: false }, renderTask: { control: false } },
} satisfies Meta<typeof PublishTaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "发布记录" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("article", { name: "周末美食合集" })).toBeVisible();
    await expect(canvas.getByText("发布到 YouTube")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "重发任务" })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "发布记录" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

export const Empty: Story = {
  args: { tasks: [], emptyAction: <Button size="sm">去发布视频</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("暂无发布记录")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "去发布视频" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: "服务器繁忙，请稍后重试", onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("发布记录加载失败");
    await expect(canvas.getByRole("alert")).toHaveTextContent("服务器繁忙，请稍后重试");
    canvas.getByRole("button", { name: "重试" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No publish records yet")).toBeVisible();
  },
};

export const EnglishLoadFailed: Story = {
  globals: { locale: "en" },
  args: { error: "Server busy", onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Couldn't load the publish records");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
