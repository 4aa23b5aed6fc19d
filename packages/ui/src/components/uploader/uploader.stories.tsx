import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { findDialog } from "../../storybook/dialog-story";
import { dropFiles, fakeUpload, makeFile, uploadedItem } from "./story-files";
import { UploadRefusal, type UploadedFileItem } from "./types";
import { Uploader, type UploaderProps } from "./uploader";

const MB = 1024 * 1024;
const upload = fn(fakeUpload).mockName("upload");
const cover = uploadedItem(makeFile("cover.png", 182_000), 0);
const banner = uploadedItem(makeFile("banner.jpg", 1.4 * MB), 1);
const clip = uploadedItem(makeFile("clip.mp4", 24 * MB));
const brochure = uploadedItem(makeFile("brochure.pdf", 640_000));

/** An upload the play function finishes by hand. */
function manualUpload() {
  const calls: { file: File; onProgress: (percent: number) => void; signal: AbortSignal; resolve: () => void; reject: () => void; refuse: (reason: string) => void }[] = [];
  upload.mockImplementation(
    (file, onProgress, signal) =>
      new Promise<UploadedFileItem>((resolve, reject) => {
        calls.push({ file, onProgress, signal, resolve: () => resolve(uploadedItem(file)), reject: () => reject(new Error("network")), refuse: (reason) => reject(new UploadRefusal(reason)) });
      }),
  );
  return calls;
}

const meta = {
  title: "Upload/Uploader",
  component: Uploader,
  args: { accept: "image", maxSizeMb: 5, value: [], onChange: fn().mockName("onChange"), upload, label: "封面图片" },
  argTypes: { value: { control: false }, upload: { control: false } },
  // Controlled like a form would: the list follows onChange.
  render: function Controlled({ value: initial, onChange, ...args }: UploaderProps) {
    const [value, setValue] = useState(initial);
    return (
      <Uploader
        {...args}
        value={value}
        onChange={(items) => {
          setValue(items);
          onChange(items);
        }}
      />
    );
  },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("上传图片", { selector: "input" }), [makeFile("a.png"), makeFile("b.JPG", 3 * MB)]);
    await expect(await canvas.findByRole("status")).toHaveTextContent("上传成功！");
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(upload).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ fileName: "a.png", type: "image" }),
      expect.objectContaining({ fileName: "b.JPG", type: "image" }),
    ]);
    await expect(await canvas.findByRole("button", { name: "预览 b.JPG" })).toBeVisible();
    await expect(canvas.getByText("3 MB")).toBeVisible();
  },
};

export const ClickOrKeyboardToPick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole("button", { name: "上传图片" });
    const input = canvas.getByLabelText<HTMLInputElement>("上传图片", { selector: "input" });
    await expect(picker).toHaveAccessibleDescription("支持 png/jpeg/jpg/gif 格式，单个文件不超过 5 MB，最多 99 个文件");
    // Stands in for the browser's file chooser.
    const chooser = fn((event: MouseEvent) => event.preventDefault());
    input.addEventListener("click", chooser);
    await userEvent.click(picker);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(picker).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(chooser).toHaveBeenCalledTimes(3);
  },
};

export const DragAndDrop: Story = {
  args: { accept: "media", label: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByRole("button", { name: "上传图片或视频" }), [makeFile("photo.gif"), makeFile("clip.MP4")]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole("button", { name: "预览 clip.MP4" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("上传成功！");
  },
};

export const ImageRules: Story = {
  args: { maxSizeMb: 1, value: [cover] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole("button", { name: "上传图片" });
    // Each drop replaces the alert's messages once its files are read.
    const expectAlert = (...messages: string[]) =>
      waitFor(() => {
        const alert = within(canvas.getByRole("alert"));
        for (const message of messages) expect(alert.getByText(message)).toBeVisible();
        expect(alert.getAllByText(/./)).toHaveLength(messages.length);
      });

    await step("a comma (ASCII or full-width) in the name", async () => {
      dropFiles(picker, [makeFile("a,b.png"), makeFile("c，d.png")]);
      await expectAlert("请选择没有特殊字符的图片名的图片");
    });
    await step("not png/jpeg/jpg/gif", async () => {
      dropFiles(picker, [makeFile("photo.webp")]);
      await expectAlert("选择图片格式错误！");
    });
    await step("over the size setting", async () => {
      dropFiles(picker, [makeFile("huge.png", 1 * MB + 1)]);
      await expectAlert("选择文件最大为1M");
    });
    await step("a name already in the list", async () => {
      dropFiles(picker, [makeFile("cover.png")]);
      await expectAlert("已经存在该文件！");
    });
    await step("several problems at once are all listed, and nothing was uploaded", async () => {
      dropFiles(picker, [makeFile("x.bmp"), makeFile("cover.png")]);
      await expectAlert("选择图片格式错误！", "已经存在该文件！");
      await expect(upload).not.toHaveBeenCalled();
    });
  },
};

export const VideoRules: Story = {
  args: { accept: "video", maxSizeMb: undefined, maxVideoCount: 2, value: [clip], label: "视频" },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole("button", { name: "上传视频" });

    await step("not mp4/rmvb/avi/ts", async () => {
      dropFiles(picker, [makeFile("clip.mov")]);
      await expect(await canvas.findByRole("alert")).toHaveTextContent("选择文件格式错误！");
    });
    await step("over the video count: the first fits, the second is turned down", async () => {
      dropFiles(picker, [makeFile("one.rmvb"), makeFile("two.ts")]);
      await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("上传的视频文件最多2个！"));
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([clip, expect.objectContaining({ fileName: "one.rmvb" })]));
    });
  },
};

export const MediaWrongType: Story = {
  args: { accept: "media" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByRole("button", { name: "上传图片或视频" }), [makeFile("report.pdf")]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("文件类型选择错误！");
  },
};

export const MaxCount: Story = {
  args: { maxCount: 3, value: [cover, banner] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a selection that would pass the limit is turned down whole", async () => {
      dropFiles(canvas.getByRole("button", { name: "上传图片" }), [makeFile("c.png"), makeFile("d.png")]);
      await expect(await canvas.findByRole("alert")).toHaveTextContent("最多只能上传3个文件！");
      await expect(upload).not.toHaveBeenCalled();
    });
    await step("once the list is full the picker goes away", async () => {
      await userEvent.upload(canvas.getByLabelText("上传图片", { selector: "input" }), makeFile("c.png"));
      await waitFor(() => expect(canvas.queryByRole("button", { name: "上传图片" })).toBeNull());
      await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    });
  },
};

export const SingleFile: Story = {
  args: { accept: "any", single: true, maxSizeMb: 20, value: [brochure], label: "文件" },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole("button", { name: "重新上传" });
    await step("two files at once are turned down", async () => {
      await expect(picker).toHaveAccessibleDescription("单个文件不超过 20 MB，只能上传一个文件");
      dropFiles(picker, [makeFile("a.docx"), makeFile("b.docx")]);
      await expect(await canvas.findByRole("alert")).toHaveTextContent("只能上传一个文件，请删除后再传!");
    });
    await step("a new upload replaces the current file", async () => {
      await userEvent.upload(canvas.getByLabelText("重新上传", { selector: "input" }), makeFile("brochure-v2.pdf"));
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ fileName: "brochure-v2.pdf" })]));
      await waitFor(() => expect(canvas.queryByText("brochure.pdf")).toBeNull());
      await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    });
  },
};

export const UploadingAndFailure: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const calls = manualUpload();
    const input = canvas.getByLabelText<HTMLInputElement>("上传图片", { selector: "input" });

    await step("an uploading file shows its progress", async () => {
      await userEvent.upload(input, makeFile("poster.png"));
      await waitFor(() => expect(calls).toHaveLength(1));
      calls[0]?.onProgress(42.4);
      const progress = await canvas.findByRole("progressbar", { name: "poster.png 上传进度" });
      await waitFor(() => expect(progress).toHaveAttribute("aria-valuenow", "42"));
      await expect(canvas.getByText("42%")).toBeVisible();
    });
    await step("a failed upload says so, and the picker is reset", async () => {
      calls[0]?.reject();
      await expect(await canvas.findByRole("alert")).toHaveTextContent("上传失败！");
      await expect(canvas.queryByRole("progressbar")).toBeNull();
      await expect(input).toHaveValue("");
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step("a refusal with the server's reason names the file and says why", async () => {
      await userEvent.upload(input, makeFile("fake.png"));
      await waitFor(() => expect(calls).toHaveLength(2));
      calls[1]?.refuse("文件内容与文件类型不符");
      await expect(await canvas.findByRole("alert")).toHaveTextContent("fake.png 上传失败：文件内容与文件类型不符");
      await userEvent.click(canvas.getByRole("button", { name: "删除 fake.png" }));
    });
    await step("picking the same file again retries it in place", async () => {
      await userEvent.upload(input, makeFile("poster.png"));
      await waitFor(() => expect(calls).toHaveLength(3));
      await expect(canvas.getAllByText("poster.png")).toHaveLength(1);
      calls[2]?.resolve();
      await expect(await canvas.findByRole("status")).toHaveTextContent("上传成功！");
      await expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ fileName: "poster.png" })]);
    });
    await step("removing a file mid-upload cancels it", async () => {
      await userEvent.upload(input, makeFile("second.png"));
      await waitFor(() => expect(calls).toHaveLength(4));
      await userEvent.click(canvas.getByRole("button", { name: "删除 second.png" }));
      await expect(calls[3]?.signal.aborted).toBe(true);
      await expect(canvas.queryByText("second.png")).toBeNull();
    });
  },
};

/**
 * Uploads finishing while the form is still catching up with the previous ones (a busy page
 * applies each change late): every finished file stays in the list.
 */
export const FinishesWhileTheFormCatchesUp: Story = {
  render: function SlowForm({ value: initial, onChange, ...args }: UploaderProps) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <Uploader
          {...args}
          value={value}
          onChange={(items) => {
            onChange(items);
            setTimeout(() => setValue(items), 400 * items.length);
          }}
        />
        <output aria-label="表单中的文件数">{value.length}</output>
      </>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const calls = manualUpload();
    const input = canvas.getByLabelText<HTMLInputElement>("上传图片", { selector: "input" });
    const applied = canvas.getByRole("status", { name: "表单中的文件数" });

    await step("two uploads finish together; the form shows the first before the second", async () => {
      await userEvent.upload(input, [makeFile("a.png"), makeFile("b.png"), makeFile("c.png")]);
      await waitFor(() => expect(calls).toHaveLength(3));
      calls[0]?.resolve();
      calls[1]?.resolve();
      await waitFor(() => expect(applied).toHaveTextContent("1"), { timeout: 3000 });
    });
    await step("a third finishing meanwhile joins both, and none is lost", async () => {
      calls[2]?.resolve();
      await waitFor(() => expect(applied).toHaveTextContent("3"), { timeout: 5000 });
      for (const name of ["a.png", "b.png", "c.png"]) await expect(canvas.getByText(name)).toBeVisible();
    });
  },
};

export const FinishOutOfOrder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const calls = manualUpload();
    await userEvent.upload(canvas.getByLabelText<HTMLInputElement>("上传图片", { selector: "input" }), [makeFile("1.png"), makeFile("2.png"), makeFile("3.png")]);
    await waitFor(() => expect(calls).toHaveLength(3));
    // The last picked finishes first, the first last: the list still reads in the order picked.
    calls[2]?.resolve();
    calls[1]?.resolve();
    calls[0]?.resolve();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(["1.png", "2.png", "3.png"].map((fileName) => expect.objectContaining({ fileName }))));
  },
};

export const RemoveAndPreview: Story = {
  args: { value: [cover, banner, clip], accept: "media", maxSizeMb: undefined },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    await step("an image opens large in the preview dialog; Escape closes it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "预览 banner.jpg" }));
      const dialog = within(await findDialog(canvasElement, { name: "banner.jpg" }));
      await expect(dialog.getByRole("img", { name: "banner.jpg" })).toHaveAttribute("src", banner.imgUrl);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
    await step("a video plays in the video player", async () => {
      canvas.getByRole("button", { name: "预览 clip.mp4" }).focus();
      await userEvent.keyboard("{Enter}");
      const dialog = within(await body.findByRole("dialog", { name: "clip.mp4" }));
      await expect(dialog.getByLabelText("clip.mp4")).toHaveAttribute("src", clip.address);
      await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
    await step("delete removes a file from the list", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "删除 cover.png" }));
      await expect(args.onChange).toHaveBeenCalledWith([banner, clip]);
      await waitFor(() => expect(canvas.queryByText("cover.png")).toBeNull());
    });
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, value: [cover, clip, brochure], accept: "any" },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const open = spyOn(window, "open").mockImplementation(() => null);

    await step("no picker and no delete", async () => {
      await expect(canvas.queryByRole("button", { name: /^上传|^删除/ })).toBeNull();
      await expect(canvas.queryByLabelText("上传文件", { selector: "input" })).toBeNull();
    });
    await step("a click opens the file in a new window", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "在新窗口中打开 cover.png" }));
      await expect(open).toHaveBeenCalledWith(cover.imgUrl, "_blank", "noopener,noreferrer");
      await userEvent.click(canvas.getByRole("button", { name: "在新窗口中打开 clip.mp4" }));
      await expect(open).toHaveBeenLastCalledWith(clip.address, "_blank", "noopener,noreferrer");
    });
  },
};

export const ReadOnlyEmpty: Story = {
  args: { readOnly: true, value: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无文件")).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { label: "Cover image" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole("button", { name: "Upload images" });
    dropFiles(picker, [makeFile("photo.webp")]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Wrong image format!");
  },
};
