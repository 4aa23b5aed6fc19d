import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RankingList } from "./ranking-list";
import type { RankingItem } from "./ranking-list";

const items: RankingItem[] = [
  { id: "1", name: "TravelWithLin", nickname: "旅行主号", platform: "tiktok", value: 1_234_567 },
  { id: "2", name: "Lin Cooks", nickname: "美食频道", platform: "youtube", value: 856_300 },
  { id: "3", name: "daily_tech_cn", platform: "tiktok", value: 123_456 },
  { id: "4", name: "科技日报 Tech Daily", platform: "youtube", value: 45_210 },
  { id: "5", name: "cat.lover.88", nickname: "萌宠号", platform: "tiktok", value: 9_876 },
  { id: "6", name: "山野徒步记录", platform: "youtube", value: 320 },
];

const meta = {
  title: "Data/RankingList",
  component: RankingList,
  args: { items, valueLabel: "播放量" },
  argTypes: { items: { control: false }, title: { control: "text" }, valueLabel: { control: "text" } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "28rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a section headed by the default title, with an ordered list in the given order", async () => {
      await expect(canvas.getByRole("region", { name: "本周账号流量排行" })).toBeVisible();
      await expect(canvas.getByRole("heading", { level: 2, name: "本周账号流量排行" })).toBeVisible();
      const list = canvas.getByRole("list", { name: "本周账号流量排行" });
      await expect(list.tagName).toBe("OL");
      const rows = within(list).getAllByRole("listitem");
      await expect(rows).toHaveLength(6);
      await expect(rows[0]).toHaveTextContent(/^1.*TravelWithLin.*TikTok.*旅行主号.*123.46万$/);
      await expect(rows[5]).toHaveTextContent(/^6.*山野徒步记录.*YouTube.*320$/);
    });
    await step("values in Chinese: 万 from 10 000, thousands separators below; the exact number stays machine-readable", async () => {
      await expect(canvas.getByText("85.63万")).toBeVisible();
      await expect(canvas.getByText("12.35万")).toHaveAttribute("value", "123456");
      await expect(canvas.getByText("4.52万")).toBeVisible();
      await expect(canvas.getByText("9,876")).toBeVisible();
      await expect(canvas.getByText("播放量")).toBeVisible();
    });
  },
};

export const CustomTitle: Story = {
  args: { title: "粉丝增长排行", level: 3, valueLabel: "新增粉丝", items: items.slice(0, 3), size: "sm" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "粉丝增长排行" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const CustomFormat: Story = {
  args: { formatValue: (value: number) => `${(value / 1000).toFixed(1)}k`, items: items.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1234.6k")).toBeVisible();
    await expect(canvas.getByText("856.3k")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("暂无排行数据")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "本周账号流量排行" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("加载中…")).toBeInTheDocument();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { valueLabel: "Views" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "This week's account traffic ranking" })).toBeVisible();
    await expect(canvas.getByText("1,234,567")).toBeVisible();
    await expect(canvas.getByText("9,876")).toBeVisible();
  },
};

export const EnglishEmptyAndLoading: Story = {
  globals: { locale: "en" },
  args: { items: [] },
  render: (args) => (
    <>
      <RankingList {...args} />
      <RankingList {...args} loading title="Fans ranking" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No ranking data yet")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

export const Selectable: Story = {
  args: { items: items.slice(0, 3), onSelect: fn(), selectedId: "2" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole("button", { name: "Lin Cooks" });
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "TravelWithLin" })).toHaveAttribute("aria-pressed", "false");
    canvas.getByRole("button", { name: "daily_tech_cn" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("3");
  },
};

/** An account without a figure this week (just linked): its value is missing, not 0, in both languages. */
export const MissingFigure: Story = {
  args: { items: [...items.slice(0, 2), { id: "7", name: "new.creator", platform: "tiktok", value: null }] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the new account's row says there is no figure and shows a dash, never 0", async () => {
      const row = within(canvas.getByRole("list", { name: "本周账号流量排行" })).getAllByRole("listitem")[2]!;
      await expect(row).toHaveTextContent("new.creator");
      await expect(within(row).getByText("暂无数据")).toBeInTheDocument();
      await expect(within(row).getByText("—")).toBeVisible();
      await expect(row).not.toHaveTextContent(/\b0\b/);
    });
  },
};

export const MissingFigureEnglish: Story = {
  globals: { locale: "en" },
  args: { items: [{ id: "7", name: "new.creator", platform: "youtube", value: null }, ...items.slice(0, 1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole("listitem")[0]!;
    await expect(within(row).getByText("No data yet")).toBeInTheDocument();
    await expect(within(row).getByText("—")).toBeVisible();
  },
};
