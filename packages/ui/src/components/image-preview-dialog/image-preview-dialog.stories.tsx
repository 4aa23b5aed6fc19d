import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog } from "../../storybook/dialog-story";
import { swatch } from "../uploader/story-files";
import { ImagePreviewDialog, type ImagePreviewDialogProps } from "./image-preview-dialog";

const meta = {
  title: "Upload/ImagePreviewDialog",
  component: ImagePreviewDialog,
  args: { open: false, onOpenChange: fn().mockName("onOpenChange"), src: swatch("#2947e5", "poster.png"), title: "poster.png" },
  argTypes: { open: { control: false } },
  // Opened from a button, as an uploader's thumbnail would.
  render: function WithTrigger({ open: initial, onOpenChange, ...args }: ImagePreviewDialogProps) {
    const [open, setOpen] = useState(initial);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => change(true)}>查看大图</Button>
        <ImagePreviewDialog {...args} open={open} onOpenChange={change} />
      </>
    );
  },
} satisfies Meta<typeof ImagePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "查看大图" }));
  return findDialog(canvasElement, { name });
};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "查看大图" });

    await step("shows the image under its title", async () => {
      const dialog = within(await openDialog(canvasElement, "poster.png"));
      await expect(dialog.getByRole("img", { name: "poster.png" })).toHaveAttribute("src", args.src);
    });
    await step("Escape closes it and gives focus back", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step("the close button closes it too", async () => {
      const dialog = within(await openDialog(canvasElement, "poster.png"));
      await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
  },
};

export const WithAltText: Story = {
  args: { alt: "春季新品海报", title: undefined },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement, "图片预览"));
    await waitFor(() => expect(dialog.getByRole("img", { name: "春季新品海报" })).toBeVisible());
  },
};

/** jsdom loads no images, so the play function reports the failure itself when the browser hasn't yet. */
const failLoading = (dialog: HTMLElement) => {
  const image = dialog.querySelector("img");
  if (image) fireEvent.error(image);
};

export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,bm90LWFuLWltYWdl" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "poster.png");
    failLoading(dialog);
    await expect(await within(dialog).findByRole("img", { name: "图片不见了" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText("图片不见了")).toBeVisible());
  },
};

export const BrokenImageInEnglish: Story = {
  ...BrokenImage,
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "poster.png");
    failLoading(dialog);
    await waitFor(() => expect(within(dialog).getByText("Image not found")).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
  },
};

export const Width: Story = {
  tags: ["browser-only"],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "poster.png");
    const expected = Math.min(900, canvasElement.ownerDocument.documentElement.clientWidth - 32);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeCloseTo(expected, 0));
  },
};
