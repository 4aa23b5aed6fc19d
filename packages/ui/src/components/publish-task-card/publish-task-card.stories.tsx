import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog, screenOf } from "../../storybook/dialog-story";
import { swatch } from "../uploader/story-files";
import { PublishTaskCard } from "./publish-task-card";
import type { PublishCallView, PublishItemView, PublishTaskView } from "./types";

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

const unverifiedReason = "平台未返回结果，且无法在平台上查到该帖子（私密帖子或账号未授权读取作品）。请到平台核实：帖子不存在时再单独重发";

/** The calls of a private TikTok post whose answer was lost: no answer, a takeover by another worker, then a refused look-up. */
const unverifiedCalls: PublishCallView[] = [
  { at: "2026-11-23T11:58:00Z", attempt: 1, call: "tiktok content/init", outcome: "ok", httpStatus: 200, errorClass: null, errorCode: null, durationMs: 412, worker: "worker-a:4182", takeover: false },
  { at: "2026-11-23T11:58:02Z", attempt: 1, call: "tiktok publish/status/fetch", outcome: "unknown", httpStatus: null, errorClass: "retryable", errorCode: "timeout", durationMs: 30_000, worker: "worker-a:4182", takeover: false },
  { at: "2026-11-23T11:59:10Z", attempt: 1, call: "lease", outcome: "takeover", httpStatus: null, errorClass: null, errorCode: null, durationMs: 0, worker: "worker-b:5120", takeover: true },
  { at: "2026-11-23T11:59:11Z", attempt: 1, call: "tiktok video/list", outcome: "refused", httpStatus: 403, errorClass: "permanent", errorCode: "scope_not_authorized", durationMs: 238, worker: "worker-b:5120", takeover: false },
];

const toVerifyTask: PublishTaskView = { ...task, id: "t-3", name: "新品预告 · 私密测试", counts: { distributing: 2, succeeded: 1, failed: 1, unverified: 1 } };

const toVerifyItems: PublishItemView[] = [
  {
    ...items[0]!,
    calls: [{ at: "2026-11-23T11:58:00Z", attempt: 1, call: "tiktok content/init", outcome: "ok", httpStatus: 200, errorClass: null, errorCode: null, durationMs: 380, worker: "worker-a:4182", takeover: false }],
  },
  {
    ...items[2]!,
    calls: [{ at: "2026-11-23T11:50:00Z", attempt: 2, call: "youtube videos.insert session", outcome: "refused", httpStatus: 403, errorClass: "quota", errorCode: "uploadLimitExceeded", durationMs: 1_530, worker: "worker-a:4182", takeover: false }],
  },
  { id: "i-6", accountName: "Lin Eats 私享", platform: "tiktok", mediaName: "spring-06.mp4", status: 3, phase: "unverified", scheduledAt: "2026-11-23T11:58:00Z", failureReason: unverifiedReason, attempts: 1, calls: unverifiedCalls },
  { id: "i-7", accountName: "daily_tech_cn", platform: "tiktok", mediaName: "spring-07.mp4", status: 0, phase: "verifying", phaseLabel: "正在平台上核对发布结果", scheduledAt: "2026-11-23T11:59:00Z", attempts: 1, calls: [] },
  { id: "i-8", accountName: "cat.lover.88", platform: "tiktok", mediaName: "spring-08.mp4", status: 0, phase: "verifying", scheduledAt: "2026-11-23T11:59:30Z", attempts: 1 },
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
      await expect(onResendItem).toHaveBeenCalledWith("i-3", { confirmNotPosted: false });
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

/** Two targets cancelled before they started: counted as 已取消, not as failures. */
export const WithCancelled: Story = {
  args: {
    task: { ...task, id: "t-4", counts: { distributing: 0, succeeded: 2, failed: 3, cancelled: 2 } },
    items: [items[0]!, items[1]!, items[2]!, { ...items[3]!, status: 2, phase: "canceled", uploadedBytes: undefined, totalBytes: undefined }, { ...items[4]!, status: 2, phase: "canceled" }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 失败")).toBeVisible();
    await expect(canvas.getByText("2 已取消")).toBeVisible();
    // 重发任务 sends the cancelled targets again too, and its confirm counts them so.
    await userEvent.click(canvas.getByRole("button", { name: "重发任务" }));
    const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发任务" });
    await expect(dialog).toHaveAccessibleDescription("将重新发布本任务中 3 个失败或已取消的目标。");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
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

/** A target to verify (需核实): counted apart from the failures, with its reason; two others still being looked for on the platform. */
export const ToVerify: Story = {
  args: { task: toVerifyTask, items: toVerifyItems, defaultExpanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole("article", { name: "新品预告 · 私密测试" }));

    await step("the summary counts 需核实 apart from 失败, and both as done", async () => {
      await expect(card.getByText("1 失败")).toBeVisible();
      await expect(card.getByText("1 需核实")).toBeVisible();
      await expect(card.getByRole("progressbar", { name: "完成进度" })).toHaveAttribute("aria-valuetext", "5 个目标中已完成 3 个");
    });
    await step("a note says what to do with the targets to verify", async () => {
      await expect(card.getByText("1 个目标需核实")).toBeVisible();
      await expect(card.getByText(/请到平台查看：帖子不存在时再单独重发该目标/)).toBeVisible();
    });
    await step("the target reads 需核实 with its reason, not 分发失败", async () => {
      const row = within(card.getByRole("row", { name: /Lin Eats 私享/ }));
      await expect(row.getByText("需核实")).toBeVisible();
      await expect(row.queryByText("分发失败")).toBeNull();
      await expect(row.getByText(unverifiedReason)).toBeVisible();
      await expect(row.getByText("待人工核实")).toBeVisible();
      await expect(row.getByRole("button", { name: "核实后重发到 Lin Eats 私享" })).toBeVisible();
    });
    await step("targets being looked for on the platform: the server's line, else the built-in one", async () => {
      await expect(within(card.getByRole("row", { name: /daily_tech_cn/ })).getByText("正在平台上核对发布结果")).toBeVisible();
      await expect(within(card.getByRole("row", { name: /cat\.lover\.88/ })).getByText("正在平台上核对")).toBeVisible();
    });
    await step("重发任务 resends the failed target only, and says the one to verify is left alone", async () => {
      await userEvent.click(card.getByRole("button", { name: "重发任务" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "重发任务" });
      await expect(dialog).toHaveAccessibleDescription("将重新发布本任务中 1 个失败的目标。1 个需核实的目标不会重发：请到平台核实后逐个重发。");
      await userEvent.click(within(dialog).getByRole("button", { name: "重发" }));
      await expect(onResendTask).toHaveBeenCalledOnce();
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

/** Only targets to verify and successes: nothing the task-level resend could send, so no 重发任务. */
export const OnlyToVerify: Story = {
  args: {
    task: { ...toVerifyTask, counts: { distributing: 0, succeeded: 1, failed: 0, unverified: 1 } },
    items: [toVerifyItems[0]!, toVerifyItems[2]!],
    defaultExpanded: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 需核实")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "完成进度" })).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByRole("button", { name: "重发任务" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "核实后重发到 Lin Eats 私享" })).toBeVisible();
  },
};

/** Resending a target to verify asks the operator to look on the platform first, and says they did. */
export const ResendToVerify: Story = {
  args: { task: toVerifyTask, items: toVerifyItems, defaultExpanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const message = "请先到平台核实该帖子确实不存在。确认不存在后再重发，否则会重复发布。";

    await step("Escape backs out without resending", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "核实后重发到 Lin Eats 私享" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "核实后重发到 Lin Eats 私享" });
      await expect(dialog).toHaveAccessibleDescription(message);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
      await expect(onResendItem).not.toHaveBeenCalled();
    });
    await step("a refusal stays in the dialog", async () => {
      onResendItem.mockRejectedValueOnce(new Error("该记录需核实：请先到平台确认帖子不存在，再确认重发"));
      await userEvent.click(canvas.getByRole("button", { name: "核实后重发到 Lin Eats 私享" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "核实后重发到 Lin Eats 私享" });
      await userEvent.click(within(dialog).getByRole("button", { name: "已核实不存在，重发" }));
      await expect(await within(dialog).findByRole("alert")).toHaveTextContent("该记录需核实：请先到平台确认帖子不存在，再确认重发");
    });
    await step("confirming resends that target, saying the post is not there", async () => {
      const dialog = screenOf(canvasElement).getByRole("alertdialog");
      await userEvent.click(within(dialog).getByRole("button", { name: "已核实不存在，重发" }));
      await expect(onResendItem).toHaveBeenLastCalledWith("i-6", { confirmNotPosted: true });
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
    });
  },
};

/** Each target's platform calls: a no-answer, a takeover from a stopped worker (highlighted) and a refused look-up. */
export const CallLog: Story = {
  args: { task: toVerifyTask, items: toVerifyItems, defaultExpanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const logs = within(canvas.getByRole("region", { name: "调用记录" }));

    await step("one closed disclosure per target that called the platform, flagged when something went astray", async () => {
      const entries = within(logs.getByRole("list", { name: "新品预告 · 私密测试 的调用记录" })).getAllByRole("listitem");
      await expect(entries).toHaveLength(3);
      const entry = within(entries[2]!);
      await expect(entry.getByRole("button", { name: "Lin Eats 私享 的调用记录" })).toHaveAttribute("aria-expanded", "false");
      await expect(entry.getByText("4 次调用")).toBeVisible();
      await expect(entry.getByText("有接管")).toBeVisible();
      await expect(entry.getByText("有无应答")).toBeVisible();
      await expect(within(entries[0]!).queryByText("有接管")).toBeNull();
      await expect(logs.queryByRole("table")).toBeNull();
    });
    await step("opened with the keyboard, it lists every call, oldest first", async () => {
      logs.getByRole("button", { name: "Lin Eats 私享 的调用记录" }).focus();
      await userEvent.keyboard("{Enter}");
      const table = logs.getByRole("table", { name: "Lin Eats 私享 的调用记录" });
      await expect(logs.getByRole("button", { name: "Lin Eats 私享 的调用记录" })).toHaveAttribute("aria-controls", table.id);
      const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
      await expect(headers).toEqual(["时间", "尝试", "调用", "结果", "HTTP", "错误", "耗时", "进程"]);
      const rows = within(table).getAllByRole("row").slice(1);
      await expect(rows).toHaveLength(4);
      const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);
      await expect(cells(rows[0]!)).toEqual(["2026-11-23 19:58:00", "1", "tiktok content/init", "成功", "200", "—", "412 毫秒", "worker-a:4182"]);
      await expect(cells(rows[1]!)).toEqual(["2026-11-23 19:58:02", "1", "tiktok publish/status/fetch", "无应答", "—", "可重试 · timeout", "30.0 秒", "worker-a:4182"]);
      await expect(cells(rows[3]!)).toEqual(["2026-11-23 19:59:11", "1", "tiktok video/list", "被拒绝", "403", "不可重试 · scope_not_authorized", "238 毫秒", "worker-b:5120"]);
    });
    await step("the takeover row says which worker took over and why", async () => {
      const table = logs.getByRole("table", { name: "Lin Eats 私享 的调用记录" });
      const takeover = within(within(table).getAllByRole("row")[3]!);
      await expect(takeover.getByText("接管")).toBeVisible();
      await expect(takeover.getByText("接手了已停止进程的租约")).toBeVisible();
      await expect(takeover.getByText("worker-b:5120")).toBeVisible();
    });
    await step("closing hides it again", async () => {
      await userEvent.click(logs.getByRole("button", { name: "Lin Eats 私享 的调用记录" }));
      await expect(logs.queryByRole("table")).toBeNull();
    });
  },
};

/**
 * On a 390 px phone the call log is one card per call, each value led by its column's name, so nothing
 * needs scrolling sideways; the takeover card stands out (from 48rem on it is a table). Browser only:
 * it checks real layout.
 */
export const CallLogOnPhone: Story = {
  tags: ["browser-only"],
  parameters: { viewport: { options: { phone390: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone390", isRotated: false } },
  args: { task: toVerifyTask, items: toVerifyItems, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Lin Eats 私享 的调用记录" }));
    const table = canvas.getByRole("table", { name: "Lin Eats 私享 的调用记录" });
    await expect(window.innerWidth).toBe(390);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const [, plain, , takeover] = within(table).getAllByRole("row");
    const [time, attempt] = within(plain!).getAllByRole("cell");
    await expect(attempt!.getBoundingClientRect().top).toBeGreaterThan(time!.getBoundingClientRect().top);
    await expect(getComputedStyle(takeover!).backgroundColor).not.toBe(getComputedStyle(plain!).backgroundColor);
  },
};

export const ToVerifyEnglish: Story = {
  globals: { locale: "en" },
  args: { task: toVerifyTask, items: toVerifyItems, defaultExpanded: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the summary, the note, the status and the phases", async () => {
      await expect(canvas.getByText("1 failed")).toBeVisible();
      await expect(canvas.getByText("1 to verify")).toBeVisible();
      await expect(canvas.getByText("1 target to verify")).toBeVisible();
      await expect(within(canvas.getByRole("row", { name: /Lin Eats 私享/ })).getByText("To verify")).toBeVisible();
      await expect(canvas.getByText("Awaiting a manual check")).toBeVisible();
      await expect(canvas.getByText("Checking on the platform")).toBeVisible();
    });
    await step("the call log", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Call log of Lin Eats 私享" }));
      const table = within(canvas.getByRole("table", { name: "Call log of Lin Eats 私享" }));
      await expect(table.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Time", "Attempt", "Call", "Outcome", "HTTP", "Error", "Duration", "Worker"]);
      for (const text of ["OK", "No answer", "Takeover", "Refused", "Retryable · timeout", "30.0 s", "412 ms"]) await expect(table.getByText(text)).toBeVisible();
    });
    await step("the confirm before resending a target to verify", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Check, then resend to Lin Eats 私享" }));
      const dialog = await findDialog(canvasElement, { role: "alertdialog", name: "Check, then resend to Lin Eats 私享" });
      await expect(dialog).toHaveAccessibleDescription(
        "First check on the platform that this post really does not exist. Resend only once you are sure it is not there, or it will be posted twice.",
      );
      await userEvent.click(within(dialog).getByRole("button", { name: "Checked: not there, resend" }));
      await expect(onResendItem).toHaveBeenCalledWith("i-6", { confirmNotPosted: true });
    });
  },
};

/** Targets still waiting say why and until when (the server's line): their schedule, the platform's quota, a retry. */
export const WaitReasons: Story = {
  args: {
    defaultExpanded: true,
    items: [
      { id: "w-1", accountName: "cat.lover.88", platform: "tiktok", mediaName: "spring-05.mp4", status: 0, phase: "waiting", phaseLabel: "定时发布：2026-11-24 09:00", scheduledAt: "2026-11-24T01:00:00Z", attempts: 0 },
      { id: "w-2", accountName: "TravelWithLin", platform: "tiktok", mediaName: "spring-06.mp4", status: 0, phase: "waitingQuota", phaseLabel: "等待平台额度恢复，预计 2026-11-24 08:00 继续", scheduledAt: "2026-11-24T00:00:00Z", attempts: 1 },
      { id: "w-3", accountName: "daily_tech_cn", platform: "tiktok", mediaName: "spring-07.mp4", status: 0, phase: "waiting", phaseLabel: "TikTok 请求过于频繁，将于 2026-11-23 20:01 重试", scheduledAt: "2026-11-23T12:01:00Z", attempts: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "春季新品 · 第一波" }));
    await expect(within(card.getByRole("row", { name: /cat\.lover\.88/ })).getByText("定时发布：2026-11-24 09:00")).toBeVisible();
    await expect(within(card.getByRole("row", { name: /TravelWithLin/ })).getByText("等待平台额度恢复，预计 2026-11-24 08:00 继续")).toBeVisible();
    await expect(within(card.getByRole("row", { name: /daily_tech_cn/ })).getByText("TikTok 请求过于频繁，将于 2026-11-23 20:01 重试")).toBeVisible();
  },
};

const longGroupName = "主推账号夏季新品直播带货与短视频同步发布专用分组";
const longTask: PublishTaskView = { ...task, id: "t-long", name: "夏季新品直播带货预热视频第一波（抖音与油管同步发布）", groupName: longGroupName };

/** A phone's width (358 px of card) with the longest group name: every label stays on one line, the value wraps, long texts show in full on hover. */
export const OnAPhone: Story = {
  tags: ["browser-only"],
  args: { task: longTask, items: undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    const card = within(canvasElement).getByRole("article", { name: longTask.name });
    await step("each label is one line, however long the value beside it", async () => {
      for (const label of ["发送方式", "发布间隔", "创建时间", "操作时间"]) {
        const text = document.createRange();
        text.selectNodeContents(within(card).getByText(label));
        const lineTops = new Set([...text.getClientRects()].map((line) => Math.round(line.top)));
        await expect(lineTops.size, label).toBe(1);
      }
      await expect(within(card).getByText(`按分组：${longGroupName}`)).toBeVisible();
    });
    await step("the cut name and title offer their full text on hover", async () => {
      await expect(within(card).getByRole("heading", { level: 3 })).toHaveAttribute("title", longTask.name);
      await expect(within(card).getByText(longTask.title)).toHaveAttribute("title", longTask.title);
    });
  },
};
