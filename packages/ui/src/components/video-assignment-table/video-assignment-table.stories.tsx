import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { swatch } from "../uploader/story-files";
import type { AssignmentRow } from "./assignment";
import type { AssignmentAccount, AssignmentVideo } from "./types";
import { VideoAssignmentTable, type VideoAssignmentTableProps } from "./video-assignment-table";

const accounts: AssignmentAccount[] = [
  { id: "tk-1", name: "TravelWithLin", nickname: "旅行主号", platform: "tiktok" },
  { id: "yt-1", name: "Lin Cooks", nickname: "美食频道", platform: "youtube" },
  { id: "tk-2", name: "daily_tech_cn", platform: "tiktok" },
];

const videos: AssignmentVideo[] = [
  { id: "v1", fileName: "spring-01.mp4", thumbnailUrl: swatch("#3b5bdb", "01") },
  { id: "v2", fileName: "spring-02.mp4", thumbnailUrl: swatch("#2f9e44", "02") },
  { id: "v3", fileName: "spring-03.mp4", thumbnailUrl: swatch("#e8590c", "03") },
  { id: "v4", fileName: "spring-04.mp4" },
];

/** Always 0: the shuffle of [v1…v4] then gives v2, v3, v4 (and leaves v1 out). */
const zero = () => 0;

const meta = {
  title: "Publishing/VideoAssignmentTable",
  component: VideoAssignmentTable,
  args: { accounts, videos, value: [], onChange: fn(), sharedTitle: "春季新品上市", sharedDescription: "#春季 #新品", random: zero },
  argTypes: { accounts: { control: false }, videos: { control: false }, value: { control: false }, random: { control: false } },
  render: function Controlled(args: VideoAssignmentTableProps) {
    const [value, setValue] = useState(args.value);
    return (
      <VideoAssignmentTable
        {...args}
        value={value}
        onChange={(rows) => {
          setValue(rows);
          args.onChange(rows);
        }}
      />
    );
  },
} satisfies Meta<typeof VideoAssignmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const videosOf = (rows: AssignmentRow[]) => rows.map((row) => row.videoId);
const lastRows = (onChange: unknown) => (onChange as ReturnType<typeof fn>).mock.lastCall![0] as AssignmentRow[];

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const select = (name: string) => canvas.getByRole<HTMLSelectElement>("combobox", { name: `${name} 的视频` });

    await step("each account gets the video in the same place, in upload order", async () => {
      await expect(canvas.getByRole("table", { name: "视频分配" })).toBeVisible();
      await expect(select("TravelWithLin")).toHaveValue("v1");
      await expect(select("Lin Cooks")).toHaveValue("v2");
      await expect(select("daily_tech_cn")).toHaveValue("v3");
      await expect(canvas.getByText("已选 3 个账号，已上传 4 个视频")).toBeVisible();
      await expect(canvas.getByText("有 1 个视频未分配，不会发布。")).toBeVisible();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
    await step("choosing a video another account has swaps the two", async () => {
      await expect(within(select("TravelWithLin")).getByRole("option", { name: "spring-03.mp4（与 daily_tech_cn 交换）" })).toBeInTheDocument();
      await userEvent.selectOptions(select("TravelWithLin"), "v3");
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v3", "v2", "v1"]);
      await expect(select("daily_tech_cn")).toHaveValue("v1");
    });
    await step("an unused video just replaces the row's", async () => {
      await userEvent.selectOptions(select("Lin Cooks"), "v4");
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v3", "v4", "v1"]);
    });
    await step("move buttons swap with the neighbour; the ends are disabled", async () => {
      await expect(canvas.getByRole("button", { name: "上移 TravelWithLin 的视频" })).toBeDisabled();
      await expect(canvas.getByRole("button", { name: "下移 daily_tech_cn 的视频" })).toBeDisabled();
      await userEvent.click(canvas.getByRole("button", { name: "下移 TravelWithLin 的视频" }));
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v4", "v3", "v1"]);
    });
    await step("shuffle hands out the videos at random, one per account", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "随机分配" }));
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v2", "v3", "v4"]);
    });
    await step("in order puts them back", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "按顺序分配" }));
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v1", "v2", "v3"]);
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("Tab goes from a row's video to its move-down button; Enter moves the video", async () => {
      const select = canvas.getByRole("combobox", { name: "Lin Cooks 的视频" });
      select.focus();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "上移 Lin Cooks 的视频" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "下移 Lin Cooks 的视频" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v1", "v3", "v2"]);
    });
    await step("the next Tab reaches the overrides toggle; Space opens it and focus can go into the title", async () => {
      await userEvent.tab();
      const toggle = canvas.getByRole("button", { name: "单独设置：Lin Cooks 的标题和描述" });
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await userEvent.tab();
      await expect(within(canvas.getByRole("group", { name: "Lin Cooks 的标题和描述" })).getByRole("textbox", { name: "标题" })).toHaveFocus();
    });
  },
};

/** Drags the way a browser does: one data transfer through dragstart, dragover and drop. */
function dragRow(from: Element, to: Element) {
  const dataTransfer = new DataTransfer();
  const fire = (target: Element, type: string) => target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  fire(from, "dragstart");
  fire(to, "dragenter");
  fire(to, "dragover");
  fire(to, "drop");
  fire(from, "dragend");
}

export const Drag: Story = {
  // Real drag events: jsdom has no DataTransfer.
  tags: ["browser-only"],
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const bodyRows = () => canvas.getAllByRole("row").slice(1);
    await step("rows with a video can be dragged", async () => {
      await expect(bodyRows()[0]).toHaveAttribute("draggable", "true");
    });
    await step("dropping the first row on the third swaps their videos", async () => {
      dragRow(bodyRows()[0]!, bodyRows()[2]!);
      await expect(videosOf(lastRows(args.onChange))).toEqual(["v3", "v2", "v1"]);
      await expect(canvas.getByRole("combobox", { name: "TravelWithLin 的视频" })).toHaveValue("v3");
    });
    await step("dropping a row on itself changes nothing", async () => {
      const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
      dragRow(bodyRows()[1]!, bodyRows()[1]!);
      await expect((args.onChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
      await expect(canvas.getByRole("combobox", { name: "Lin Cooks 的视频" })).toHaveValue("v2");
    });
  },
};

export const FewerVideosThanAccounts: Story = {
  args: { videos: videos.slice(0, 1) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the spec's rule is shown, with how many videos are still missing", async () => {
      const alert = canvas.getByRole("alert");
      await expect(alert).toHaveTextContent("上传的视频数量不能少于所选账号数量");
      await expect(alert).toHaveTextContent("还需上传 2 个视频，每个账号发布各自的视频。");
    });
    await step("the rows without a video say so and are marked invalid", async () => {
      const second = canvas.getByRole("combobox", { name: "Lin Cooks 的视频" });
      await expect(second).toHaveValue("");
      await expect(second).toHaveDisplayValue("未分配视频");
      await expect(second).toBeInvalid();
      await expect(canvas.getByRole("combobox", { name: "TravelWithLin 的视频" })).toBeValid();
      await expect(canvas.getByRole("button", { name: "随机分配" })).toBeDisabled();
    });
  },
};

export const Overrides: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const youtubeToggle = canvas.getByRole("button", { name: "单独设置：Lin Cooks 的标题和描述" });

    await step("collapsed by default", async () => {
      await expect(youtubeToggle).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByRole("group", { name: "Lin Cooks 的标题和描述" })).toBeNull();
    });
    await step("YouTube: its own title, counted to 100 characters; the shared texts are the placeholders", async () => {
      await userEvent.click(youtubeToggle);
      const fields = within(canvas.getByRole("group", { name: "Lin Cooks 的标题和描述" }));
      const title = fields.getByRole("textbox", { name: "标题" });
      await expect(title).toHaveAttribute("placeholder", "春季新品上市");
      await expect(fields.getByText("6/100")).toBeVisible();
      await userEvent.type(title, "美食版");
      await expect(lastRows(args.onChange)[1]).toMatchObject({ accountId: "yt-1", title: "美食版" });
      await expect(fields.getByText("3/100")).toBeVisible();
      await expect(canvas.getByText("已单独设置")).toBeVisible();
    });
    await step("past the limit the counter says by how much and the field is invalid", async () => {
      const fields = within(canvas.getByRole("group", { name: "Lin Cooks 的标题和描述" }));
      const title = fields.getByRole("textbox", { name: "标题" });
      await userEvent.clear(title);
      await userEvent.click(title);
      await userEvent.paste("长".repeat(101));
      await expect(fields.getByText("101/100，超出 1 个字符")).toBeVisible();
      await expect(title).toBeInvalid();
      await expect(title).toHaveAccessibleDescription("101/100，超出 1 个字符");
    });
    await step("the YouTube description is counted in bytes, to 5000", async () => {
      const fields = within(canvas.getByRole("group", { name: "Lin Cooks 的标题和描述" }));
      await expect(fields.getByText("15/5000 字节")).toBeVisible();
    });
    await step("TikTok: one caption counter for title and description together, to 2200", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "单独设置：TravelWithLin 的标题和描述" }));
      const fields = within(canvas.getByRole("group", { name: "TravelWithLin 的标题和描述" }));
      await expect(fields.getByText("15/2200")).toBeVisible();
      await userEvent.type(fields.getByRole("textbox", { name: "描述" }), "#旅行");
      await expect(fields.getByText("11/2200")).toBeVisible();
      await expect(lastRows(args.onChange)[0]).toMatchObject({ accountId: "tk-1", description: "#旅行" });
    });
    await step("clearing a field goes back to the shared text", async () => {
      const fields = within(canvas.getByRole("group", { name: "TravelWithLin 的标题和描述" }));
      await userEvent.clear(fields.getByRole("textbox", { name: "描述" }));
      await expect(lastRows(args.onChange)[0]!.description).toBeUndefined();
      await userEvent.click(canvas.getByRole("button", { name: "单独设置：TravelWithLin 的标题和描述" }));
      await expect(canvas.queryByRole("group", { name: "TravelWithLin 的标题和描述" })).toBeNull();
    });
  },
};

export const NoAccounts: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("请先选择账号，再上传视频")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const NoVideos: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("还需上传 3 个视频");
    await expect(canvas.getByRole("button", { name: "按顺序分配" })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { videos: videos.slice(0, 2) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the rule and the table in English", async () => {
      await expect(canvas.getByRole("alert")).toHaveTextContent("Upload at least as many videos as the accounts you chose");
      await expect(canvas.getByRole("alert")).toHaveTextContent("1 more video needed: each account posts its own video.");
      await expect(canvas.getByRole("table", { name: "Video assignment" })).toBeVisible();
      await expect(canvas.getByText("3 accounts chosen, 2 videos uploaded")).toBeVisible();
      await expect(canvas.getByRole("combobox", { name: "Video for daily_tech_cn" })).toHaveDisplayValue("No video assigned");
      await expect(canvas.getByRole("button", { name: "Shuffle" })).toBeEnabled();
      await expect(canvas.getByRole("button", { name: "Move Lin Cooks's video down" })).toBeEnabled();
    });
    await step("the overrides in English, with bytes counted", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Customize: title and description for Lin Cooks" }));
      const fields = within(canvas.getByRole("group", { name: "Title and description for Lin Cooks" }));
      await expect(fields.getByRole("textbox", { name: "Title" })).toBeVisible();
      await expect(fields.getByText("15/5000 bytes")).toBeVisible();
    });
  },
};
