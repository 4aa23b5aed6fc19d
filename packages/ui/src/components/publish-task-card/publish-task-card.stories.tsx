import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog, screenOf } from "../../storybook/dialog-story";
import { swatch } from "../uploader/story-files";
import { PublishTaskCard } from "./publish-task-card";
import type { PublishItemView, PublishTaskView } from "./types";

const MB = 1024 * 1024;
const now = new Date("2026-11-23T12:00:00Z");

const task: PublishTaskView = {
  id: "t-1",
  name: "春季新品 · 第一波",
  type: "PUBLISH_TIKTOK",
  title: "春季新品上市，限时优惠 #春季 #新品",
  coverUrl: swatch("#3b5bdb", "cover"),
  sendType: "group",
  groupName: "旅行美食矩阵",
  intervalSeconds: 330,
  createdAt: "2026-11-23T11:58:00Z",
  operatedAt: null,
  counts: { distributing: 2, succeeded: 2, failed: 1 },
};

const items: PublishItemView[] = [
  { id: "i-1", accountName: "TravelWithLin", platform: "tiktok", mediaName: "spring-01.mp4", status: 1, phase: "published", scheduledAt: "2026-11-23T11:58:00Z", postUrl: "https://www.tiktok.com/@travelwithlin/video/7312345678901234567", attempts: 1 },
  { id: "i-2", accountName: "daily_tech_cn", platform: "tiktok", mediaName: "spring-02.mp4", status: 1, phase: "published", scheduledAt: "2026-11-23T12:03:30Z", postUrl: null, attempts: 1 },
  { id: "i-3", accountName: "Lin Cooks", platform: "youtube", mediaName: "spring-03.mp4", status: 2, phase: "failed", scheduledAt: "2026-11-23T11:50:00Z", failureReason: "该频道今日上传视频数量已达上限，请明天再试", attempts: 2 },
  { id: "i-4", accountName: "科技日报 Tech Daily", platform: "youtube", mediaName: "spring-04.mp4", status: 0, phase: "uploading", scheduledAt: "2026-11-23T11:59:00Z", uploadedBytes: 16 * MB, totalBytes: 40 * MB, attempts: 1 },
  { id: "i-5", accountName: "cat.lover.88", platform: "tiktok", mediaName: "spring-05.mp4", status: 0, phase: "waiting", scheduledAt: "2026-11-23T12:02:15Z", attempts: 0 },
];

const onResendTask = fn().mockName("onResendTask");
const onResendItem = fn().mockName("onResendItem");
const onCancel = fn().mockName("onCancel");
const onExpandedChange = fn().mockName("onExpandedChange");
const onRetryItems = fn().mockName("onRetryItems");

const meta = {
  title: "Publishing/PublishTaskCard",
  component: PublishTaskCard,
  args: { task, items, now, timeZone: "Asia/Shanghai", onResendTask, onResendItem, onCancel, onExpandedChange },
  argTypes: { task: { control: false }, items: { control: false }, now: { control: false } },
  beforeEach: () => {
    for (const spy of [onResendTask, onResendItem, onCancel, onExpandedChange, onRetryItems]) spy.mockReset();
  },
} satisfies Meta<typeof PublishTaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: "春季新品 · 第一波" });

    await step("the task's name, type, title, cover and facts", async () => {
      await expect(within(card).getByRole("heading", { level: 3, name: "春季新品 · 第一波" })).toBeVisible();
      await expect(within(card).getByText("发布到 TikTok")).toBeVisible();
      await expect(within(card).getByText("春季新品上市，限时优惠 #春季 #新品")).toBeVisible();
      await expect(within(card).getByRole("img", { name: "封面" })).toBeVisible();
      await expect(within(card).getByText("按分组：旅行美食矩阵")).toBeVisible();
      await expect(within(card).getByText("5 分钟 30 秒")).toBeVisible();
      await expect(within(card).getByText("2026-11-23 19:58:00")).toBeVisible();
    });
    await step("the status summary with its bar", async () => {
      await expect(within(card).getByText("2 分发中")).toBeVisible();
      await expect(within(card).getByText("2 成功")).toBeVisible();
      await expect(within(card).getByText("1 失败")).toBeVisible();
      await expect(within(card).getByRole("progressbar", { name: "完成进度" })).toHaveAttribute("aria-valuetext", "5 个目标中已完成 3 个");
    });
    await step("collapsed at first; expanding shows the items and tells the app", async () => {
      const toggle = canvas.getByRole("button", { name: "查看明细" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByRole("table")).toBeNull();
      await userEvent.click(toggle);
      await expect(onExpandedChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByRole("button", { name: "收起明细" })).toHaveAttribute("aria-expanded", "true");
      await expect(canvas.getByRole("table", { name: "春季新品 · 第一波 的发布明细" })).toBeVisible();
    });
    await step("each item: status, link or link pending, reason, live upload progress, countdown, attempts", async () => {
      const table = within(canvas.getByRole("table"));
      const rows = table.getAllByRole("row");
      await expect(rows).toHaveLength(6);
      await expect(table.getByRole("link", { name: "查看 TravelWithLin 的作品（新窗口）" })).toHaveAttribute(
        "href",
        "https://www.tiktok.com/@travelwithlin/video/7312345678901234567",
      );
      await expect(within(rows[2]!).getByText("链接待生成（平台审核中）")).toBeVisible();
      await expect(within(rows[3]!).getByText("分发失败")).toBeVisible();
      await expect(within(rows[3]!).getByText("该频道今日上传视频数量已达上限，请明天再试")).toBeVisible();
      await expect(within(rows[3]!).getByRole("cell", { name: "2" })).toBeVisible();
      const upload = table.getByRole("progressbar", { name: "科技日报 Tech Daily 的上传进度" });
      await expect(upload).toHaveAttribute("aria-valuenow", "40");
      await expect(upload).toHaveAttribute("aria-valuetext", "已上传 16 MB / 40 MB");
      await expect(within(rows[5]!).getByText("等待发布")).toBeVisible();
      await expect(within(rows[5]!).getByText("02:15 后发布")).toBeVisible();
      await expect(within(rows[5]!).getByText("2026-11-23 20:02:15")).toBeVisible();
    });
    await step("collapsing hides them again", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "收起明细" }));
      await expect(onExpandedChange).toHaveBeenLastCalledWith(false);
      await expect(canvas.queryByRole("table")).toBeNull();
    });
  },
};

export const ResendTask: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("Escape backs out of the confirm without resending", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "重发任务" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发任务" });
      await expect(dialog).toHaveAccessibleDescription("将重新发布本任务中 1 个失败的目标。");
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
      await expect(onResendTask).not.toHaveBeenCalled();
    });
    await step("confirming resends the failed items and closes", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "重发任务" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发任务" });
      await userEvent.click(within(dialog).getByRole("button", { name: "重发" }));
      await expect(onResendTask).toHaveBeenCalledOnce();
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

export const ResendItem: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("only the failed item has a resend button", async () => {
      await expect(canvas.getAllByRole("button", { name: /^重发到/ })).toHaveLength(1);
    });
    await step("it asks first, then resends that item", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "重发到 Lin Cooks" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发" });
      await expect(dialog).toHaveAccessibleDescription("将重新发布到 Lin Cooks，之前的尝试会保留在记录中。");
      await userEvent.click(within(dialog).getByRole("button", { name: "重发" }));
      await expect(onResendItem).toHaveBeenCalledWith("i-3");
    });
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a failed cancel stays open and says why", async () => {
      onCancel.mockRejectedValueOnce(new Error("网络异常，请稍后重试"));
      await userEvent.click(canvas.getByRole("button", { name: "取消未开始的发布" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "取消未开始的发布" });
      await expect(dialog).toHaveAccessibleDescription("尚未开始的目标将被取消，正在发布和已完成的不受影响。");
      await expect(within(dialog).getByRole("button", { name: "不取消" })).toBeVisible();
      await userEvent.click(within(dialog).getByRole("button", { name: "取消发布" }));
      await expect(await within(dialog).findByRole("alert")).toHaveTextContent("网络异常，请稍后重试");
    });
    await step("trying again succeeds and closes", async () => {
      const dialog = screenOf(canvasElement).getByRole("alertdialog");
      await userEvent.click(within(dialog).getByRole("button", { name: "取消发布" }));
      await expect(onCancel).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

export const AllSucceeded: Story = {
  args: {
    task: { ...task, type: "SEND_CONTENT", sendType: "account", intervalSeconds: 0, operatedAt: "2026-11-23T11:59:30Z", counts: { distributing: 0, succeeded: 3, failed: 0 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("图文发布")).toBeVisible();
    await expect(canvas.getByText("按账号")).toBeVisible();
    await expect(canvas.getByText("不间隔")).toBeVisible();
    await expect(canvas.getByText("2026-11-23 19:59:30")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "完成进度" })).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByRole("button", { name: "重发任务" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "取消未开始的发布" })).toBeNull();
  },
};

/** The back-office shows whose task it is before the task's own facts. */
export const WithOwner: Story = {
  args: { leadingFacts: [{ label: "所属用户", value: "小林（lin@example.com）" }] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "春季新品 · 第一波" }));
    await expect(card.getByText("所属用户")).toBeVisible();
    await expect(card.getByText("小林（lin@example.com）")).toBeVisible();
    const terms = card.getAllByRole("term").map((term) => term.textContent);
    await expect(terms.slice(0, 2)).toEqual(["所属用户", "发送方式"]);
  },
};

export const ItemsLoading: Story = {
  args: { defaultExpanded: true, items: undefined, itemsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

export const ItemsFailedToLoad: Story = {
  args: { defaultExpanded: true, items: undefined, itemsError: "服务器繁忙，请稍后重试", onRetryItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("发布明细加载失败");
    await expect(alert).toHaveTextContent("服务器繁忙，请稍后重试");
    await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await expect(onRetryItems).toHaveBeenCalledOnce();
  },
};

export const NoItems: Story = {
  args: { defaultExpanded: true, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("此任务没有发布目标")).toBeVisible();
  },
};

export const Keyboard: Story = {
  // The dialog's focus management (focus on the safe choice) happens only in a real browser.
  tags: ["browser-only"],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("Tab reaches the toggle, then the actions; Enter expands", async () => {
      const toggle = canvas.getByRole("button", { name: "查看明细" });
      toggle.focus();
      await userEvent.keyboard("{Enter}");
      await expect(canvas.getByRole("table")).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "重发任务" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "取消未开始的发布" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "查看 TravelWithLin 的作品（新窗口）" })).toHaveFocus();
    });
    await step("Space on the item's resend opens its confirm, focused on the safe choice", async () => {
      canvas.getByRole("button", { name: "重发到 Lin Cooks" }).focus();
      await userEvent.keyboard(" ");
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发" });
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "取消" })).toHaveFocus());
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
      await expect(onResendItem).not.toHaveBeenCalled();
    });
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Publish to TikTok")).toBeVisible();
    await expect(canvas.getByText("By group: 旅行美食矩阵")).toBeVisible();
    await expect(canvas.getByText("5 min 30 s")).toBeVisible();
    await expect(canvas.getByText("2 distributing")).toBeVisible();
    await expect(canvas.getByText("2 succeeded")).toBeVisible();
    await expect(canvas.getByText("1 failed")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Completion" })).toHaveAttribute("aria-valuetext", "3 of 5 targets done");
    await expect(canvas.getByRole("table", { name: "Targets of 春季新品 · 第一波" })).toBeVisible();
    await expect(canvas.getByText("Link pending (in platform review)")).toBeVisible();
    await expect(canvas.getByText("Posts in 02:15")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View TravelWithLin's post (new window)" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Resend to Lin Cooks" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Resend task" })).toBeVisible();
  },
};
