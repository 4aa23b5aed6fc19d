import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog, screenOf } from "../../storybook/dialog-story";
import { swatch } from "../uploader/story-files";
import { MediaPickerDialog, type MediaPickerDialogProps, type MediaPickerItem } from "./media-picker-dialog";

const colours = ["#2947e5", "#0f9d58", "#e8710a", "#a142f4", "#d93025"];
const images: MediaPickerItem[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  fileName: index === 3 ? "夏日海边 封面.png" : `图片 ${String(index + 1).padStart(2, "0")}.png`,
  type: "image",
  url: swatch(colours[index % colours.length] ?? "#2947e5", String(index + 1)),
  fileSize: 150_000 + index * 20_000,
  durationSeconds: null,
  createdAt: new Date(Date.UTC(2026, 10, 28 - index, 8)).toISOString(),
}));
const videos: MediaPickerItem[] = ["开箱 vlog.mp4", "新品发布.mp4", "幕后花絮.mp4"].map((fileName, index) => ({
  id: 100 + index,
  fileName,
  type: "video",
  // No network in stories: the frame stays blank, the card still shows the play mark.
  url: "data:video/mp4;base64,",
  fileSize: 12_500_000 * (index + 1),
  durationSeconds: 35 + index * 61,
  createdAt: new Date(Date.UTC(2026, 10, 20 + index, 8)).toISOString(),
}));

type LibraryArgs = Omit<MediaPickerDialogProps, "items" | "total" | "page" | "pageSize" | "onPageChange" | "onPageSizeChange" | "onSearch" | "keyword"> & {
  library: MediaPickerItem[];
};

/** The dialog over a library searched and paged the way the server does it, opened by a button. */
function LibraryPicker({ library, ...args }: LibraryArgs) {
  const [open, setOpen] = useState(args.open);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const found = library.filter((item) => !keyword || item.fileName.toLowerCase().includes(keyword.toLowerCase()));
  return (
    <>
      <Button onClick={() => setOpen(true)}>从素材库选择</Button>
      <MediaPickerDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        items={found.slice((page - 1) * pageSize, page * pageSize)}
        total={found.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
    </>
  );
}

const meta = {
  title: "Dialogs/MediaPickerDialog",
  component: LibraryPicker,
  args: { open: false, onOpenChange: fn(), onChoose: fn(), library: images, multiple: true },
} satisfies Meta<typeof LibraryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "从素材库选择" }));
  return within(await findDialog(canvasElement, { name: "从素材库选择" }));
}

/** Several images: chosen across pages and a search, handed back in the order chosen. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openPicker(canvasElement);
    const choose = () => dialog.getByRole("button", { name: /^选择/ });

    await step("the first page of five, nothing chosen, 选择 disabled", async () => {
      await expect(dialog.getAllByRole("checkbox")).toHaveLength(5);
      await expect(dialog.getByText("共 12 个")).toBeVisible();
      await expect(choose()).toBeDisabled();
    });
    await step("a card is chosen with a click", async () => {
      await userEvent.click(dialog.getByRole("checkbox", { name: "图片 02.png" }));
      await expect(dialog.getByRole("checkbox", { name: "图片 02.png" })).toBeChecked();
      await expect(choose()).toHaveAccessibleName("选择（1）");
    });
    await step("the choice stays on the next page, where Space chooses a focused card", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "第 2 页" }));
      const sixth = await dialog.findByRole("checkbox", { name: "图片 06.png" });
      sixth.focus();
      await userEvent.keyboard(" ");
      await waitFor(() => expect(sixth).toBeChecked());
      await expect(dialog.getByText("已选 2 个")).toBeVisible();
    });
    await step("a search runs on Enter and keeps the choice", async () => {
      await userEvent.type(dialog.getByRole("searchbox", { name: "按文件名搜索" }), "海边{Enter}");
      await waitFor(() => expect(dialog.getAllByRole("checkbox")).toHaveLength(1));
      await userEvent.click(dialog.getByRole("checkbox", { name: "夏日海边 封面.png" }));
    });
    await step("选择 returns the three files in the order chosen and closes", async () => {
      await userEvent.click(choose());
      await expect(args.onChoose).toHaveBeenCalledOnce();
      const chosen = (args.onChoose as ReturnType<typeof fn>).mock.calls[0]![0] as MediaPickerItem[];
      await expect(chosen.map((item) => item.fileName)).toEqual(["图片 02.png", "图片 06.png", "夏日海边 封面.png"]);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** One file at a time: a second choice replaces the first; videos show size and length. */
export const SingleVideo: Story = {
  args: { library: videos, multiple: false, title: "选择视频" },
  play: async ({ args, canvasElement, step }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "从素材库选择" }));
    const dialog = within(await findDialog(canvasElement, { name: "选择视频" }));
    await step("size and length under each name", async () => {
      await expect(dialog.getByText("11.9 MB · 0:35")).toBeVisible();
    });
    await step("choosing another replaces the choice", async () => {
      await userEvent.click(dialog.getByRole("checkbox", { name: "开箱 vlog.mp4" }));
      await userEvent.click(dialog.getByRole("checkbox", { name: "幕后花絮.mp4" }));
      await expect(dialog.getByRole("checkbox", { name: "开箱 vlog.mp4" })).not.toBeChecked();
      await userEvent.click(dialog.getByRole("button", { name: "选择（1）" }));
      await expect(args.onChoose).toHaveBeenCalledWith([videos[2]]);
    });
  },
};

/** The form has room for two more and already holds one: that one is shown chosen and cannot be picked again. */
export const RoomLeft: Story = {
  args: { max: 2, chosenIds: [1] },
  play: async ({ canvasElement, step }) => {
    const dialog = await openPicker(canvasElement);
    await step("the file already in the form is checked and disabled", async () => {
      const inForm = dialog.getByRole("checkbox", { name: "图片 01.png" });
      await expect(inForm).toBeChecked();
      await expect(inForm).toBeDisabled();
      await expect(dialog.getByText("已在表单中")).toBeVisible();
    });
    await step("after two choices the other cards are disabled", async () => {
      await userEvent.click(dialog.getByRole("checkbox", { name: "图片 02.png" }));
      await userEvent.click(dialog.getByRole("checkbox", { name: "图片 03.png" }));
      await expect(dialog.getByRole("checkbox", { name: "图片 05.png" })).toBeDisabled();
      await expect(dialog.getByText("已选 2 / 2 个")).toBeVisible();
    });
    await step("Esc closes without choosing", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** An empty library says so; a search that finds nothing names the search. */
export const Empty: Story = {
  args: { library: [], emptyText: "素材库中还没有图片" },
  play: async ({ canvasElement, step }) => {
    const dialog = await openPicker(canvasElement);
    await step("the empty text, no pages", async () => {
      await expect(dialog.getByText("素材库中还没有图片")).toBeVisible();
      await expect(dialog.queryByRole("navigation", { name: "分页" })).toBeNull();
    });
    await step("a search that finds nothing", async () => {
      await userEvent.type(dialog.getByRole("searchbox", { name: "按文件名搜索" }), "旅行{Enter}");
      await expect(await dialog.findByText("没有名称包含“旅行”的文件")).toBeVisible();
    });
  },
};


/** A picker whose page is loading until 模拟失败 makes it fail; 重试 loads again. */
function FailingPicker(args: LibraryArgs) {
  const [failed, setFailed] = useState(false);
  return (
      <>
        <Button onClick={() => setFailed(true)}>模拟失败</Button>
        <MediaPickerDialog
          open
          onOpenChange={args.onOpenChange}
          onChoose={args.onChoose}
          items={[]}
          total={0}
          page={1}
          pageSize={5}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
          onSearch={() => {}}
          loading={!failed}
          error={failed ? "网络异常" : undefined}
          onRetry={() => setFailed(false)}
        />
      </>
    );
}

/** While the page loads, and when it failed (with 重试). */
export const LoadingAndError: Story = {
  render: (args) => <FailingPicker {...args} />,
  play: async ({ canvasElement, step }) => {
    const dialog = within(await findDialog(canvasElement, { name: "从素材库选择" }));
    await step("a labelled spinner while loading", async () => {
      await expect(dialog.getByRole("status")).toHaveTextContent("正在加载素材…");
      await expect(dialog.getByRole("button", { name: "选择" })).toBeDisabled();
    });
    await step("a failure with its reason and 重试", async () => {
      // The dialog is modal: the story flips the state from outside it.
      (canvasElement.querySelector("button") as HTMLButtonElement).click();
      const alert = await dialog.findByRole("alert");
      await expect(alert).toHaveTextContent("素材加载失败");
      await expect(alert).toHaveTextContent("网络异常");
      await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
      await expect(await dialog.findByRole("status")).toBeVisible();
    });
  },
};
