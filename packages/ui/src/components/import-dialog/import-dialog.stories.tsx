import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { dropFiles, makeFile } from "../uploader/story-files";
import { ImportDialog, type ImportDialogProps } from "./import-dialog";
import type { ImportErrorRow, ImportResult } from "./types";

const ok: ImportResult = { code: 1, message: "导入成功", data: { hasError: false, errorSize: 0, errorMessages: [] } };
const fields = ["用户邮箱", "用户名称", "所属分组"];
const errorRows: ImportErrorRow[] = Array.from({ length: 12 }, (_, i) => ({
  index: i + 2,
  fieldName: fields[i % 3] ?? "用户邮箱",
  originValue: i % 3 === 0 ? `user${i}@@example` : "",
  customMessage: i % 3 === 0 ? "邮箱格式不正确" : "不能为空",
}));
const withErrors: ImportResult = { code: 1, message: "", data: { hasError: true, errorSize: 12, errorMessages: errorRows } };
const importFile = fn(async (_file: File): Promise<ImportResult> => ok).mockName("importFile");

const meta = {
  title: "Upload/ImportDialog",
  component: ImportDialog,
  args: {
    open: false,
    onClose: fn().mockName("onClose"),
    // Typed as the prop, so a story can pass its own spy.
    importFile: importFile as ImportDialogProps["importFile"],
    templateUrl: "/templates/user-import.xlsx",
    templateName: "用户导入模板.xlsx",
  },
  argTypes: { open: { control: false }, importFile: { control: false } },
  // The page's button opens it; closing hands the refresh flag back.
  render: function WithTrigger({ open: initial, onClose, ...args }: ImportDialogProps) {
    const [open, setOpen] = useState(initial);
    return (
      <>
        <Button onClick={() => setOpen(true)}>导入用户</Button>
        <ImportDialog
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
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const PICK = "点击或将文件拖拽到这里上传";

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "导入用户" }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "批量导入" });
  return within(dialog);
}

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement);

    const picker = dialog.getByRole("button", { name: PICK });

    await step("before upload: the drop area with its limits and the template link", async () => {
      await expect(picker).toHaveAccessibleDescription("仅支持 .xlsx、.xls 格式，单次最多 300 条数据");
      const template = dialog.getByRole("link", { name: "下载模板 用户导入模板.xlsx" });
      await expect(template).toHaveAttribute("href", "/templates/user-import.xlsx");
      await expect(template).toHaveAttribute("download", "用户导入模板.xlsx");
      await expect(dialog.getByRole("status", { name: "导入状态" })).toBeEmptyDOMElement();
    });
    await step("the drop area takes focus and opens the file chooser with Enter", async () => {
      await waitFor(() => expect(picker).toBeVisible());
      // Stands in for the browser's file chooser.
      const chooser = fn((event: MouseEvent) => event.preventDefault());
      dialog.getByLabelText(PICK, { selector: "input" }).addEventListener("click", chooser);
      picker.focus();
      await expect(picker).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(chooser).toHaveBeenCalledOnce();
    });
    await step("cancelling closes without a refresh", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "取消" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenCalledWith(false);
      await expect(args.importFile).not.toHaveBeenCalled();
    });
  },
};

export const WrongFormat: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    await step("anything but .xlsx/.xls is turned down", async () => {
      dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("users.csv")]);
      await expect(await dialog.findByRole("alert")).toHaveTextContent("文件格式有误，请检查后重新上传");
      await expect(args.importFile).not.toHaveBeenCalled();
    });
    await step("the extension's case doesn't matter", async () => {
      dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("USERS.XLS")]);
      await waitFor(() => expect(args.importFile).toHaveBeenCalledOnce());
      await waitFor(() => expect(dialog.queryByRole("alert")).toBeNull());
    });
  },
};

export const UploadingThenSuccess: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    let finish: (result: ImportResult) => void = () => {};
    importFile.mockImplementation(() => new Promise<ImportResult>((resolve) => (finish = resolve)));
    const dialog = await openDialog(canvasElement);
    const status = dialog.getByRole("status", { name: "导入状态" });

    await step("uploading: the file shows as uploading and the drop area is off", async () => {
      await userEvent.upload(dialog.getByLabelText(PICK, { selector: "input" }), makeFile("users.xlsx"));
      await waitFor(() => expect(status).toHaveTextContent("users.xlsx上传中…"));
      await expect(dialog.getByRole("button", { name: PICK })).toHaveAttribute("aria-disabled", "true");
    });
    await step("uploaded: the entry is complete", async () => {
      finish(ok);
      await waitFor(() => expect(status).toHaveTextContent("users.xlsx上传成功"));
    });
    await step("closing after a success asks for a refresh", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "完成" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenCalledWith(true);
    });
    await step("closed: it opens afresh", async () => {
      const reopened = await openDialog(canvasElement);
      await expect(reopened.getByRole("status", { name: "导入状态" })).toBeEmptyDOMElement();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenLastCalledWith(false);
    });
  },
};

export const TemplateMismatch: Story = {
  args: { importFile: fn(async (): Promise<ImportResult> => ({ code: 3, message: "template" })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("orders.xlsx")]);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("导入模板文件不符，请上传正确的模板文件！");
    await expect(dialog.getByRole("status", { name: "导入状态" })).toBeEmptyDOMElement();
  },
};

export const ServerMessage: Story = {
  args: { importFile: fn(async (): Promise<ImportResult> => ({ code: 0, message: "导入数据不能超过 300 条" })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("users.xlsx")]);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("导入数据不能超过 300 条");
    // The state resets: ready for another file.
    await expect(dialog.getByRole("status", { name: "导入状态" })).toBeEmptyDOMElement();
    await expect(dialog.getByRole("button", { name: PICK })).not.toHaveAttribute("aria-disabled");
  },
};

export const RowErrors: Story = {
  args: { importFile: fn(async () => withErrors) },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement);
    dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("users.xlsx")]);

    await step("the entry is abnormal, with the failure banner, the count and the note", async () => {
      await waitFor(() => expect(dialog.getByRole("status", { name: "导入状态" })).toHaveTextContent("users.xlsx导入异常"));
      // Queried again on each try: the result panel may still re-render once after the status text lands.
      await waitFor(() => expect(dialog.getByText("文件中存在错误或缺失的数据，请修正后重新上传。")).toBeVisible());
      await waitFor(() => expect(dialog.getByText("共有 12 行数据有误")).toBeVisible());
      await waitFor(() => expect(dialog.getByText("所有数据都正确才能导入成功，请按下表调整后重新导入。")).toBeVisible());
    });
    const table = within(dialog.getByRole("table", { name: "导入错误明细" }));
    const bodyRows = () => table.getAllByRole("row").slice(1);

    await step("the table lists row, field, content and reason, 5 to a page", async () => {
      const headers = table.getAllByRole("columnheader").map((cell) => cell.textContent);
      await expect(headers).toEqual(["错误行", "错误字段", "错误内容", "错误原因"]);
      await expect(bodyRows()).toHaveLength(5);
      await expect(within(bodyRows()[0]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
        "2",
        "用户邮箱",
        "user0@@example",
        "邮箱格式不正确",
      ]);
      await expect(dialog.getByText("共 12 条")).toBeVisible();
    });
    await step("pages turn", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "第 3 页" }));
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
      await userEvent.click(dialog.getByRole("button", { name: "上一页" }));
      await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole("cell")[0]).toHaveTextContent("7"));
    });
    await step("the page size is 5, 10, 15 or 20", async () => {
      const pageSize = dialog.getByRole("combobox", { name: "每页条数" });
      await expect(within(pageSize).getAllByRole("option").map((option) => option.textContent)).toEqual([
        "5 条/页",
        "10 条/页",
        "15 条/页",
        "20 条/页",
      ]);
      await userEvent.selectOptions(pageSize, "10");
      await waitFor(() => expect(bodyRows()).toHaveLength(10));
      await userEvent.selectOptions(pageSize, "20");
      await waitFor(() => expect(bodyRows()).toHaveLength(12));
    });
    await step("closing after a failed import asks for no refresh", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onClose).toHaveBeenCalledWith(false);
    });
  },
};

export const NetworkFailure: Story = {
  args: { importFile: fn(async (): Promise<ImportResult> => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    dropFiles(dialog.getByRole("button", { name: PICK }), [makeFile("users.xlsx")]);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("导入失败，请稍后重试");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { title: "Import users" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "导入用户" }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Import users" }));
    const picker = dialog.getByRole("button", { name: "Click or drag a file here to upload" });
    await expect(picker).toHaveAccessibleDescription("Only .xlsx and .xls files, at most 300 rows per import");
    dropFiles(picker, [makeFile("users.numbers")]);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("The file format is wrong. Check it and upload again");
  },
};
