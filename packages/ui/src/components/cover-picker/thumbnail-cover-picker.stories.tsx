import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fakeUpload, makeFile, uploadedItem } from "../uploader/story-files";
import { CoverPicker } from "./cover-picker";
import { ThumbnailCoverPicker, type ThumbnailCoverPickerProps } from "./thumbnail-cover-picker";

const MB = 1024 * 1024;
const onChange = fn().mockName("onChange");
const upload = fn(fakeUpload).mockName("upload");

const meta = {
  title: "Publishing/CoverPicker/YouTube thumbnail",
  component: ThumbnailCoverPicker,
  args: { value: null, onChange, upload },
  argTypes: { value: { control: false }, upload: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "28rem" }}>
        <Story />
      </div>
    ),
  ],
  render: function Controlled(args: ThumbnailCoverPickerProps) {
    const [value, setValue] = useState(args.value);
    return (
      <CoverPicker
        platform="youtube"
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ThumbnailCoverPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    onChange.mockClear();
    upload.mockClear();
    const canvas = within(canvasElement);
    await step("one image, at most 2 MB, saying what happens without one", async () => {
      await expect(canvas.getByRole("group", { name: "自定义缩略图" })).toBeVisible();
      await expect(canvas.getByText(/图片不超过 2M，建议 1280×720/)).toBeVisible();
      await userEvent.upload(canvas.getByLabelText("上传图片", { selector: "input" }), [makeFile("too-big.png", 3 * MB)]);
      await expect(await canvas.findByText("选择文件最大为2M")).toBeVisible();
      await expect(upload).not.toHaveBeenCalled();
    });
    await step("uploading an image reports it", async () => {
      await userEvent.upload(canvas.getByLabelText("上传图片", { selector: "input" }), [makeFile("thumb.png", 300_000)]);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: "thumb.png", type: "image" })));
      await expect(await canvas.findByRole("button", { name: /重新上传/ })).toBeVisible();
    });
  },
};

export const Chosen: Story = {
  args: { value: uploadedItem(makeFile("thumb.jpg", 420_000), 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("thumb.jpg")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /删除/ }));
    await expect(onChange).toHaveBeenLastCalledWith(null);
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Custom thumbnail" })).toBeVisible();
    await expect(canvas.getByText(/Without one, YouTube picks a frame/)).toBeVisible();
  },
};
