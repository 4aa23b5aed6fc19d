import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EMPTY_TIKTOK_OPTIONS, type CreatorInfo, type TikTokOptions } from "./creator-rules";
import { PublishOptionsPanel, type PublishOptionsPanelProps } from "./publish-options-panel";
import { EMPTY_YOUTUBE_OPTIONS, type YouTubeOptions } from "./youtube-rules";

const creators: CreatorInfo[] = [
  {
    accountId: "tk-1",
    accountName: "TravelWithLin",
    nickname: "Lin 的旅行",
    privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
  },
  {
    accountId: "tk-3",
    accountName: "cat.lover.88",
    privacyLevelOptions: ["FOLLOWER_OF_CREATOR", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: true,
    maxVideoPostDurationSec: 180,
  },
];

const onTikTokChange = fn().mockName("tiktok.onChange");
const onYouTubeChange = fn().mockName("youtube.onChange");
const onRetry = fn().mockName("onRetry");

const meta = {
  title: "Publishing/PublishOptionsPanel",
  component: PublishOptionsPanel,
  args: {
    mode: "video",
    tiktok: { creators, value: EMPTY_TIKTOK_OPTIONS, onChange: onTikTokChange },
    youtube: { value: EMPTY_YOUTUBE_OPTIONS, onChange: onYouTubeChange },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "36rem" }}>
        <Story />
      </div>
    ),
  ],
  // Controlled like an app does it: the parent keeps both platforms' options.
  render: function Controlled(args: PublishOptionsPanelProps) {
    const [tiktok, setTikTok] = useState<TikTokOptions>(args.tiktok?.value ?? EMPTY_TIKTOK_OPTIONS);
    const [youtube, setYouTube] = useState<YouTubeOptions>(args.youtube?.value ?? EMPTY_YOUTUBE_OPTIONS);
    return (
      <PublishOptionsPanel
        {...args}
        tiktok={
          args.tiktok && {
            ...args.tiktok,
            value: tiktok,
            onChange: (next) => {
              setTikTok(next);
              args.tiktok?.onChange(next);
            },
          }
        }
        youtube={
          args.youtube && {
            ...args.youtube,
            value: youtube,
            onChange: (next) => {
              setYouTube(next);
              args.youtube?.onChange(next);
            },
          }
        }
      />
    );
  },
} satisfies Meta<typeof PublishOptionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastTikTok = () => onTikTokChange.mock.lastCall![0] as TikTokOptions;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    onTikTokChange.mockClear();
    const canvas = within(canvasElement);
    const privacy = within(canvas.getByRole("radiogroup", { name: "谁可以观看此作品" }));

    await step("the creators' nicknames are shown", async () => {
      await expect(canvas.getByRole("region", { name: "TikTok 发布设置" })).toBeVisible();
      await expect(canvas.getByText("Lin 的旅行（TravelWithLin）、cat.lover.88")).toBeVisible();
    });
    await step("no privacy is chosen; levels one creator lacks are greyed out and say who", async () => {
      for (const radio of privacy.getAllByRole("radio")) await expect(radio).not.toBeChecked();
      await expect(privacy.getByRole("radio", { name: "所有人" })).toBeDisabled();
      await expect(privacy.getByRole("radio", { name: "所有人" })).toHaveAccessibleDescription("cat.lover.88 不支持此选项");
      await expect(privacy.getByRole("radio", { name: "关注者" })).toHaveAccessibleDescription("TravelWithLin 不支持此选项");
      await expect(privacy.getByRole("radio", { name: "互关好友" })).toBeEnabled();
      await expect(privacy.getByRole("radio", { name: "仅自己可见" })).toBeEnabled();
    });
    await step("nothing is pre-checked; what every creator turned off is greyed out, with the reason", async () => {
      const allow = within(canvas.getByRole("group", { name: "允许用户" }));
      await expect(allow.getByRole("checkbox", { name: "评论" })).not.toBeChecked();
      await expect(allow.getByRole("checkbox", { name: "评论" })).toBeEnabled();
      await expect(allow.getByRole("checkbox", { name: "合拍（Duet）" })).toBeDisabled();
      await expect(allow.getByRole("checkbox", { name: "合拍（Duet）" })).toHaveAccessibleDescription("所选账号都已在 TikTok 设置中关闭此功能");
      await expect(allow.getByRole("checkbox", { name: "拼接（Stitch）" })).toBeEnabled();
      await expect(allow.getByRole("checkbox", { name: "拼接（Stitch）" })).toHaveAccessibleDescription(
        "cat.lover.88 已在 TikTok 设置中关闭此功能，对这些账号不生效",
      );
      await expect(canvas.getByRole("checkbox", { name: "AI 生成内容" })).not.toBeChecked();
      await expect(canvas.getByRole("switch", { name: "披露商业内容" })).not.toBeChecked();
    });
    await step("choosing a level and switches reports them", async () => {
      await userEvent.click(privacy.getByRole("radio", { name: "互关好友" }));
      await expect(lastTikTok().privacyLevel).toBe("MUTUAL_FOLLOW_FRIENDS");
      await userEvent.click(canvas.getByRole("checkbox", { name: "评论" }));
      await userEvent.click(canvas.getByRole("checkbox", { name: "AI 生成内容" }));
      await expect(lastTikTok()).toMatchObject({ allowComment: true, aiGenerated: true, allowDuet: false });
    });
    await step("the keyboard moves between the allowed levels, skipping the greyed-out ones", async () => {
      privacy.getByRole("radio", { name: "互关好友" }).focus();
      await userEvent.keyboard("{ArrowDown}");
      await waitFor(() => expect(privacy.getByRole("radio", { name: "仅自己可见" })).toBeChecked());
      await expect(lastTikTok().privacyLevel).toBe("SELF_ONLY");
      await userEvent.keyboard("{ArrowDown}");
      await waitFor(() => expect(privacy.getByRole("radio", { name: "互关好友" })).toBeChecked());
    });
    await step("TikTok's Music Usage Confirmation line, and that processing takes minutes", async () => {
      await expect(canvas.getByText(/发布即表示你同意 TikTok 的/)).toHaveTextContent("发布即表示你同意 TikTok 的音乐使用确认。");
      await expect(canvas.getByRole("link", { name: "音乐使用确认" })).toHaveAttribute("target", "_blank");
      await expect(canvas.queryByRole("link", { name: "品牌内容政策" })).toBeNull();
      await expect(canvas.getByText("发布后 TikTok 需要几分钟处理，作品才会出现在主页上。")).toBeVisible();
    });
  },
};

export const BrandedContent: Story = {
  play: async ({ canvasElement, step }) => {
    onTikTokChange.mockClear();
    const canvas = within(canvasElement);
    const onlyMe = () => canvas.getByRole("radio", { name: "仅自己可见" });

    await step("the disclosure switch offers your brand and branded content", async () => {
      await userEvent.click(canvas.getByRole("switch", { name: "披露商业内容" }));
      const kinds = within(canvas.getByRole("group", { name: "商业内容类型" }));
      await expect(kinds.getByRole("checkbox", { name: "你的品牌" })).not.toBeChecked();
      await expect(kinds.getByRole("checkbox", { name: "品牌内容" })).not.toBeChecked();
    });
    await step("your brand: labelled promotional content", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "你的品牌" }));
      await expect(canvas.getByText("作品将标注为“推广内容”")).toBeVisible();
      await expect(onlyMe()).toBeEnabled();
    });
    await step("branded content: paid partnership, and only-me is greyed out saying why", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "品牌内容" }));
      await expect(lastTikTok()).toMatchObject({ discloseCommercial: true, yourBrand: true, brandedContent: true });
      await expect(canvas.getByText("作品将标注为“付费合作”")).toBeVisible();
      await expect(onlyMe()).toBeDisabled();
      await expect(onlyMe()).toHaveAccessibleDescription("品牌合作内容不能设为仅自己可见");
    });
    await step("the consent line adds the Branded Content Policy", async () => {
      await expect(canvas.getByText(/发布即表示你同意 TikTok 的/)).toHaveTextContent("发布即表示你同意 TikTok 的品牌内容政策和音乐使用确认。");
      await expect(canvas.getByRole("link", { name: "品牌内容政策" })).toBeVisible();
    });
    await step("with only-me chosen, branded content is the one greyed out, saying why", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "品牌内容" }));
      await waitFor(() => expect(onlyMe()).toBeEnabled());
      await userEvent.click(onlyMe());
      const branded = canvas.getByRole("checkbox", { name: "品牌内容" });
      await waitFor(() => expect(branded).toBeDisabled());
      await expect(branded).toHaveAccessibleDescription("与第三方品牌合作推广，作品将标注为“付费合作” 品牌合作内容不能设为仅自己可见");
    });
    await step("switching the disclosure off clears both choices", async () => {
      await userEvent.click(canvas.getByRole("switch", { name: "披露商业内容" }));
      await expect(lastTikTok()).toMatchObject({ discloseCommercial: false, yourBrand: false, brandedContent: false });
      await expect(canvas.queryByRole("group", { name: "商业内容类型" })).toBeNull();
    });
  },
};

export const ShowErrors: Story = {
  args: { showErrors: true, tiktok: { creators, value: { ...EMPTY_TIKTOK_OPTIONS, discloseCommercial: true }, onChange: onTikTokChange } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("what is missing is said at each field", async () => {
      await expect(canvas.getByText("请选择谁可以观看此作品")).toBeVisible();
      await expect(canvas.getByRole("alert")).toHaveTextContent("请至少选择一项：你的品牌或品牌内容");
      await expect(canvas.getByText("请选择 YouTube 视频的公开范围")).toBeVisible();
    });
    await step("and goes away once chosen", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "互关好友" }));
      await userEvent.click(canvas.getByRole("checkbox", { name: "你的品牌" }));
      await userEvent.click(canvas.getByRole("radio", { name: "公开" }));
      await expect(canvas.queryByText("请选择谁可以观看此作品")).toBeNull();
      await expect(canvas.queryByRole("alert")).toBeNull();
      await expect(canvas.queryByText("请选择 YouTube 视频的公开范围")).toBeNull();
    });
  },
};

export const YouTube: Story = {
  args: { tiktok: undefined },
  play: async ({ canvasElement, step }) => {
    onYouTubeChange.mockClear();
    const canvas = within(canvasElement);
    await step("only the YouTube section; no privacy chosen", async () => {
      await expect(canvas.queryByRole("region", { name: "TikTok 发布设置" })).toBeNull();
      const privacy = within(canvas.getByRole("radiogroup", { name: "公开范围" }));
      for (const radio of privacy.getAllByRole("radio")) await expect(radio).not.toBeChecked();
      await userEvent.click(privacy.getByRole("radio", { name: "不公开（知道链接的人可以观看）" }));
      await expect(onYouTubeChange).toHaveBeenLastCalledWith({ privacyStatus: "unlisted", tags: [] });
    });
    await step("tags typed with commas, counted as YouTube counts them", async () => {
      const tags = canvas.getByRole("textbox", { name: "标签" });
      await userEvent.type(tags, "旅行, 春季 出游，vlog");
      await expect(onYouTubeChange).toHaveBeenLastCalledWith({ privacyStatus: "unlisted", tags: ["旅行", "春季 出游", "vlog"] });
      await expect(tags).toHaveAccessibleDescription("15/500");
    });
    await step("over 500 characters the field is invalid with the platform's message", async () => {
      const tags = canvas.getByRole("textbox", { name: "标签" });
      await userEvent.paste("x".repeat(490));
      await expect(tags).toBeInvalid();
      await expect(canvas.getByText("视频标签过长：所有标签合计最多500个字符")).toBeVisible();
    });
  },
};

export const PhotoPost: Story = {
  args: { mode: "photo" },
  play: async ({ canvasElement, step }) => {
    onTikTokChange.mockClear();
    const canvas = within(canvasElement);
    await step("photo posts: comment and auto-add music; no duet, stitch, AI label or YouTube", async () => {
      const allow = within(canvas.getByRole("group", { name: "允许用户" }));
      await expect(allow.getAllByRole("checkbox")).toHaveLength(2);
      await expect(allow.getByRole("checkbox", { name: "评论" })).not.toBeChecked();
      await expect(allow.getByRole("checkbox", { name: "自动添加推荐音乐" })).not.toBeChecked();
      await expect(canvas.queryByRole("checkbox", { name: "合拍（Duet）" })).toBeNull();
      await expect(canvas.queryByRole("checkbox", { name: "AI 生成内容" })).toBeNull();
      await expect(canvas.queryByRole("region", { name: "YouTube 发布设置" })).toBeNull();
    });
    await step("visibility, music and the brand disclosure are reported", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "仅自己可见" }));
      await userEvent.click(canvas.getByRole("checkbox", { name: "自动添加推荐音乐" }));
      await userEvent.click(canvas.getByRole("switch", { name: "披露商业内容" }));
      await userEvent.click(canvas.getByRole("checkbox", { name: "你的品牌" }));
      await expect(lastTikTok()).toMatchObject({ privacyLevel: "SELF_ONLY", autoAddMusic: true, discloseCommercial: true, yourBrand: true });
      await expect(canvas.getByRole("checkbox", { name: "品牌内容" })).toBeDisabled();
    });
  },
};

export const VideoTooLong: Story = {
  args: { tiktok: { creators, value: EMPTY_TIKTOK_OPTIONS, onChange: onTikTokChange, videoDurationSec: 240 } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("视频超过 cat.lover.88 的时长上限（180 秒）");
  },
};

export const Loading: Story = {
  args: { tiktok: { creators: [], value: EMPTY_TIKTOK_OPTIONS, onChange: onTikTokChange, loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("正在读取 TikTok 账号的发布设置…")).toBeVisible();
    await expect(canvas.queryByRole("radiogroup", { name: "谁可以观看此作品" })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { tiktok: { creators: [], value: EMPTY_TIKTOK_OPTIONS, onChange: onTikTokChange, error: "网络连接失败", onRetry } },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("无法读取 TikTok 账号的发布设置");
    await expect(alert).toHaveTextContent("网络连接失败");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const NoAccounts: Story = {
  args: { tiktok: undefined, youtube: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("请先选择账号")).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("TikTok's options in English", async () => {
      const privacy = within(canvas.getByRole("radiogroup", { name: "Who can watch this post" }));
      await expect(privacy.getByRole("radio", { name: "Everyone" })).toHaveAccessibleDescription("Not available for cat.lover.88");
      await expect(canvas.getByRole("checkbox", { name: "Duet" })).toHaveAccessibleDescription(
        "Turned off in TikTok settings for every chosen account",
      );
      await expect(canvas.getByText(/By posting, you agree to/)).toHaveTextContent("By posting, you agree to TikTok's Music Usage Confirmation.");
    });
    await step("the branded-content rule in English", async () => {
      await userEvent.click(canvas.getByRole("switch", { name: "Disclose commercial content" }));
      await userEvent.click(canvas.getByRole("checkbox", { name: "Branded content" }));
      await expect(canvas.getByRole("radio", { name: "Only me" })).toHaveAccessibleDescription("Branded content can't be private");
      await expect(canvas.getByText("Your post will be labelled “Paid partnership”")).toBeVisible();
      await expect(canvas.getByText(/By posting, you agree to/)).toHaveTextContent(
        "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation.",
      );
    });
    await step("YouTube's options in English", async () => {
      await expect(canvas.getByRole("radiogroup", { name: "Visibility" })).toBeVisible();
      await expect(canvas.getByRole("radio", { name: "Unlisted (anyone with the link can watch)" })).toBeVisible();
      await expect(canvas.getByRole("textbox", { name: "Tags" })).toHaveAccessibleDescription("0/500");
    });
  },
};
