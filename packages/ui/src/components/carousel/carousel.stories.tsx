import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Carousel, type CarouselProps } from "./carousel";

const marketing = [
  { title: "一键多视频分发", text: "一次上传，同时发布到多个 TikTok 与 YouTube 账号，省去重复操作。" },
  { title: "数据可视化", text: "播放量、点赞数与粉丝增长按月呈现，每周账号流量排行一目了然。" },
  { title: "多账号管理", text: "账号授权、分组与解绑集中管理，团队协作更高效。" },
];

const slides = marketing.map((slide) => (
  <Stack key={slide.title} gap="3" paddingBlock="6" paddingInline="2" minHeight="36">
    <Heading as="h2" size="2xl">
      {slide.title}
    </Heading>
    <Text textStyle="md" opacity="0.9">
      {slide.text}
    </Text>
  </Stack>
));

const figures = [
  { value: "6300000+", label: "注册用户" },
  { value: "81+", label: "企业用户" },
  { value: "7*24", label: "小时服务" },
];

const meta = {
  title: "Marketing/Carousel",
  component: Carousel,
  args: { slides, label: "产品亮点", variant: "inverted" },
  argTypes: { slides: { control: false }, interval: { control: { type: "number", min: 200, step: 100 } } },
  // The login page's brand panel: the carousel above the marketing figures.
  render: (args: CarouselProps) => (
    <Box bg="brand.700" color="white" padding="8" borderRadius="l3" maxWidth="xl">
      <Carousel {...args} />
      <HStack gap="8" marginTop="6" justifyContent="center">
        {figures.map((figure) => (
          <Stack key={figure.label} gap="0" textAlign="center">
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {figure.value}
            </Text>
            <Text textStyle="sm" color="whiteAlpha.900">
              {figure.label}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Box>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownSlide = (canvasElement: HTMLElement) =>
  // Hidden slides are aria-hidden, so the only slide a role query finds is the one on show.
  within(canvasElement).getByRole("group", { name: /^\d \/ 3$/ });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login page's slides and figures, moved by hand: buttons, dots and arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole("region", { name: "产品亮点" });

    await step("a labelled carousel showing slide 1 / 3 and the figures", async () => {
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
      await expect(shownSlide(canvasElement)).toHaveAttribute("aria-roledescription", "slide");
      await expect(within(shownSlide(canvasElement)).getByRole("heading", { name: "一键多视频分发" })).toBeVisible();
      for (const text of ["6300000+", "注册用户", "81+", "企业用户", "7*24", "小时服务"]) {
        await expect(canvas.getByText(text)).toBeVisible();
      }
    });
    await step("next and previous move one slide and wrap around", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
      await expect(within(shownSlide(canvasElement)).getByRole("heading", { name: "数据可视化" })).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: "上一张" }));
      await userEvent.click(canvas.getByRole("button", { name: "上一张" }));
      await expect(within(shownSlide(canvasElement)).getByRole("heading", { name: "多账号管理" })).toBeVisible();
    });
    await step("a dot jumps to its slide and is marked current", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "第 2 张" }));
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3");
      await expect(canvas.getByRole("button", { name: "第 2 张" })).toHaveAttribute("aria-current", "true");
      await expect(canvas.getByRole("button", { name: "第 1 张" })).toHaveAttribute("aria-current", "false");
    });
    await step("with focus inside, the arrow keys move between slides", async () => {
      canvas.getByRole("button", { name: "下一张" }).focus();
      await userEvent.keyboard("{ArrowRight}");
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("3 / 3");
      await userEvent.keyboard("{ArrowRight}");
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
      await userEvent.keyboard("{ArrowLeft}");
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("3 / 3");
    });
    await step("slides that are not shown cannot be reached", async () => {
      await expect(canvas.queryByRole("heading", { name: "一键多视频分发" })).toBeNull();
    });
  },
};

/** A short interval: it moves on by itself and loops back to the first slide. */
export const AutoAdvance: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3"), { timeout: 2000 });
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("3 / 3"), { timeout: 2000 });
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3"), { timeout: 2000 });
  },
};

export const PauseOnHover: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement, step }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "产品亮点" });

    await step("while the pointer is over it, it stays put", async () => {
      await userEvent.hover(carousel);
      await sleep(900);
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
    });
    await step("when the pointer leaves, it moves on", async () => {
      await userEvent.unhover(carousel);
      await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3"), { timeout: 2000 });
    });
  },
};

export const PauseOnFocus: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step("while focus is inside, it stays put and announces changes politely", async () => {
      canvas.getByRole("button", { name: "第 1 张" }).focus();
      await sleep(900);
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
      await expect(shownSlide(canvasElement).parentElement?.parentElement).toHaveAttribute("aria-live", "polite");
    });
    await step("when focus leaves, it moves on", async () => {
      canvas.getByRole("button", { name: "第 1 张" }).blur();
      await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3"), { timeout: 2000 });
    });
  },
};

/** Its own button stops the rotation for good and starts it again. */
export const StopAndStart: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole("region", { name: "产品亮点" });

    await step("stopped, it stays put even with the pointer and focus gone", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "暂停自动播放" }));
      await userEvent.unhover(carousel);
      canvas.getByRole("button", { name: "开始自动播放" }).blur();
      await sleep(900);
      await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
    });
    await step("started with the keyboard, it rotates although focus is still on the button", async () => {
      canvas.getByRole("button", { name: "开始自动播放" }).focus();
      await userEvent.keyboard("{Enter}");
      await expect(canvas.getByRole("button", { name: "暂停自动播放" })).toHaveFocus();
      await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3"), { timeout: 2000 });
    });
  },
};

/** With "reduce motion" set in the system, nothing moves by itself, and there is no play button. */
export const ReducedMotion: Story = {
  args: { interval: 300 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes("prefers-reduced-motion")
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sleep(900);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName("1 / 3");
    await expect(canvas.queryByRole("button", { name: /自动播放/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName("2 / 3");
  },
};

/** A single slide needs no controls. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1), interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "1 / 1" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** On the page's own background. */
export const Plain: Story = {
  args: { variant: "plain", autoPlay: false, label: undefined },
  render: (args: CarouselProps) => (
    <Box maxWidth="xl">
      <Carousel {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "精选内容" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "开始自动播放" })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Highlights" })).toBeVisible();
    for (const name of ["Pause slide rotation", "Previous slide", "Next slide", "Slide 1", "Slide 3"]) {
      await expect(canvas.getByRole("button", { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole("button", { name: "Pause slide rotation" }));
    await expect(canvas.getByRole("button", { name: "Start slide rotation" })).toBeVisible();
  },
};
