import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { dropFiles, fakeUpload, makeFile } from "../uploader/story-files";
import { FileDialog, type FileDialogProps } from "./file-dialog";

const MB = 1024 * 1024;
const onSave = fn(async (_values: { name: string; fileUrl: string }) => {}).mockName("onSave");
const annualReport = { name: "2024 年度报告", fileUrl: "https://files.example.com/share/1700000000=-=annual-report.pdf" };

const meta = {
  title: "Upload/FileDialog",
  component: FileDialog,
  args: {
    open: false,
    dialogState: 1,
    upload: fn(fakeUpload).mockName("upload"),
    onSave: onSave as FileDialogProps["onSave"],
    onClose: fn().mockName("onClose"),
  },
  argTypes: { open: { control: false }, upload: { control: false } },
  // A list page's button opens it; closing hands the refresh flag back.
  render: function WithTrigger({ open: initial, onClose, ...args }: FileDialogProps) {
    const [open, setOpen] = useState(initial);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开文件弹窗</Button>
        <FileDialog
          {...args}
          open={open}
          onClose={(refresh) => {
            setOpen(false);
            onClose(refresh);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof FileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "打开文件弹窗" }));
  return within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: title }));
}

export const Create: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement, "上传文件");

    await step("a name and one uploaded file", async () => {
      await userEvent.type(dialog.getByRole("textbox", { name: "文件名称" }), "产品手册");
      await expect(dialog.getByText("4/50")).toBeVisible();
      await userEvent.upload(dialog.getByLabelText("上传文件", { selector: "input" }), makeFile("brochure.pdf", 3 * MB));
      await expect(await dialog.findByRole("status")).toHaveTextContent("上传成功！");
    });
    await step("saving sends the name and the file's URL, then closes with a refresh", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "保存" }));
      await expect(onSave).toHaveBeenCalledWith({ name: "产品手册", fileUrl: "https://files.example.com/brochure.pdf" });
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenCalledWith(true);
    });
  },
};

export const Required: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "上传文件");
    await step("saving with nothing filled in names both fields", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "保存" }));
      await expect(await dialog.findByText("请输入文件名称")).toBeVisible();
      await expect(dialog.getByText("请上传文件")).toBeVisible();
      await expect(dialog.getByRole("group", { name: "文件" })).toHaveAccessibleDescription("请上传文件");
      await expect(onSave).not.toHaveBeenCalled();
    });
    await step("a file clears its message", async () => {
      await userEvent.upload(dialog.getByLabelText("上传文件", { selector: "input" }), makeFile("brochure.pdf"));
      await waitFor(() => expect(dialog.queryByText("请上传文件")).toBeNull());
      await expect(dialog.getByText("请输入文件名称")).toBeVisible();
    });
  },
};

export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "上传文件");
    const nameField = dialog.getByRole("textbox", { name: "文件名称" });
    await userEvent.click(nameField);
    await userEvent.paste("报".repeat(51));
    await expect(await dialog.findByText("文件名称不能超过 50 个字符")).toBeVisible();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await userEvent.keyboard("{Backspace}");
    await expect(await dialog.findByText("50/50")).toBeVisible();
    await expect(nameField).not.toHaveAttribute("aria-invalid");
  },
};

export const FileRules: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, "上传文件");
    const picker = dialog.getByRole("button", { name: "上传文件" });
    await step("at most 20 MB", async () => {
      dropFiles(picker, [makeFile("video-master.mov", 20 * MB + 1)]);
      await expect(await dialog.findByRole("alert")).toHaveTextContent("选择文件最大为20M");
    });
    await step("one file only", async () => {
      dropFiles(picker, [makeFile("a.pdf"), makeFile("b.pdf")]);
      await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent("只能上传一个文件，请删除后再传!"));
    });
  },
};

export const Edit: Story = {
  args: { dialogState: 3, initial: annualReport },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement, "编辑文件");

    await step("the name is locked and the file is pre-filled", async () => {
      const nameField = dialog.getByRole("textbox", { name: "文件名称" });
      await expect(nameField).toHaveValue("2024 年度报告");
      await expect(nameField).toHaveAttribute("readonly");
      await userEvent.type(nameField, "（新）");
      await expect(nameField).toHaveValue("2024 年度报告");
      await waitFor(() => expect(dialog.getByRole("button", { name: "在新窗口中打开 annual-report.pdf" })).toBeVisible());
    });
    await step("saving keeps the name and the file", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "保存" }));
      await expect(onSave).toHaveBeenCalledWith(annualReport);
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenCalledWith(true);
    });
  },
};

export const SaveFails: Story = {
  args: { dialogState: 3, initial: annualReport },
  play: async ({ args, canvasElement, step }) => {
    let fail: (error: Error) => void = () => {};
    onSave.mockImplementation(() => new Promise<void>((_, reject) => (fail = reject)));
    const dialog = await openDialog(canvasElement, "编辑文件");

    await step("the save button shows it is saving", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "保存" }));
      await waitFor(() => expect(dialog.getByRole("button", { name: /保存中/ })).toBeDisabled());
    });
    await step("a failed save shows why and stays open", async () => {
      fail(new Error("文件名称已存在"));
      await expect(await dialog.findByRole("alert")).toHaveTextContent("文件名称已存在");
      await expect(dialog.getByRole("button", { name: "保存" })).toBeEnabled();
      await expect(args.onClose).not.toHaveBeenCalled();
    });
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, "上传文件");
    await userEvent.type(dialog.getByRole("textbox", { name: "文件名称" }), "草稿");
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await expect(onSave).not.toHaveBeenCalled();
    // Opened again, it starts empty.
    const again = await openDialog(canvasElement, "上传文件");
    await expect(again.getByRole("textbox", { name: "文件名称" })).toHaveValue("");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Upload file");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("Please enter the file name")).toBeVisible();
    await expect(dialog.getByText("Please upload a file")).toBeVisible();
  },
};
