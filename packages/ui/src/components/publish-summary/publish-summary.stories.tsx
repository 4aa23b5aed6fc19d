import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { plannedTimes } from "../publish-timing/schedule";
import { PublishSummary } from "./publish-summary";
import { videoSummaryTargets } from "./summary-targets";

const times = plannedTimes(new Date("2026-11-23T12:00:00Z"), 330, 3);
const targets = videoSummaryTargets({
  rows: [
    { accountId: "tk-1", videoId: "v1" },
    { accountId: "yt-1", videoId: "v2", title: "春季新品 · 美食版" },
    { accountId: "tk-2", videoId: "v3" },
  ],
  accounts: [
    { id: "tk-1", name: "TravelWithLin", platform: "tiktok" },
    { id: "yt-1", name: "Lin Cooks", platform: "youtube" },
    { id: "tk-2", name: "daily_tech_cn", platform: "tiktok" },
  ],
  videos: [
    { id: "v1", fileName: "spring-01.mp4" },
    { id: "v2", fileName: "spring-02.mp4" },
    { id: "v3", fileName: "spring-03.mp4" },
  ],
  sharedTitle: "春季新品上市",
  times,
});

const meta = {
  title: "Publishing/PublishSummary",
  component: PublishSummary,
  args: { targets, timeZone: "Asia/Shanghai" },
  argTypes: { targets: { control: false } },
} satisfies Meta<typeof PublishSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("accounts per platform, and the first and last post times", async () => {
      await expect(canvas.getByRole("region", { name: "发布前确认" })).toBeVisible();
      await expect(canvas.getByText("TikTok：2 个账号")).toBeVisible();
      await expect(canvas.getByText("YouTube：1 个账号")).toBeVisible();
      await expect(canvas.getByText("第一个发布 2026-11-23 20:00:00，最后一个发布 2026-11-23 20:11:00")).toBeVisible();
    });
    await step("what each account gets, in order, with own titles marked", async () => {
      const table = within(canvas.getByRole("table", { name: "每个账号发布的内容" }));
      const rows = table.getAllByRole("row");
      await expect(rows).toHaveLength(4);
      await expect(rows[1]).toHaveTextContent("TravelWithLin");
      await expect(rows[1]).toHaveTextContent("spring-01.mp4");
      await expect(rows[1]).toHaveTextContent("春季新品上市");
      await expect(rows[2]).toHaveTextContent("春季新品 · 美食版单独设置");
      await expect(rows[3]).toHaveTextContent("2026-11-23 20:11:00");
    });
  },
};

export const WithJitter: Story = {
  args: { jitterSeconds: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/（随机浮动，每个最多推迟 45 秒）/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { targets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("还没有可发布的目标：请选择账号并分配内容")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Review before sending" })).toBeVisible();
    await expect(canvas.getByText("TikTok: 2 accounts")).toBeVisible();
    await expect(canvas.getByText("YouTube: 1 account")).toBeVisible();
    await expect(canvas.getByText("First post 2026-11-23 20:00:00, last post 2026-11-23 20:11:00")).toBeVisible();
    await expect(canvas.getByRole("table", { name: "What each account posts" })).toBeVisible();
  },
};

/** A target that breaks a platform rule is marked with the reason; the others read 符合. */
export const WithBrokenRules: Story = {
  args: {
    targets: targets.map((target) => (target.platform === "youtube" ? { ...target, title: "新品 <限时>", problems: ["YouTube 标题须为1-100个字符，且不能包含 < 或 >"] } : target)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("1 个目标不符合平台规则，修改后才能发布");
    const broken = canvas.getByRole("list", { name: "Lin Cooks 不符合平台规则" });
    await expect(broken).toHaveTextContent("YouTube 标题须为1-100个字符，且不能包含 < 或 >");
    const rows = within(canvas.getByRole("table", { name: "每个账号发布的内容" })).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("符合");
  },
};
