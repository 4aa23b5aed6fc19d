import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openDialogWith, renderControlledDialog, screenOf } from "../../storybook/dialog-story";
import { CompanyChooserDialog, type CompanyChooserDialogProps, type CompanyOption } from "./company-chooser-dialog";

const companies: CompanyOption[] = [
  { companyKey: "c-101", companyName: "深圳星河文化传媒有限公司" },
  { companyKey: "c-102", companyName: "杭州云帆电子商务有限公司" },
  { companyKey: "c-103", companyName: "上海青禾品牌管理有限公司" },
  { companyKey: "c-104", companyName: "广州拾光影视制作有限公司" },
];

const meta = {
  title: "Dialogs/CompanyChooserDialog",
  component: CompanyChooserDialog,
  args: { open: false, onOpenChange: fn(), onChoose: fn(), companies },
  argTypes: { companies: { control: "object" }, value: { control: "text" } },
  // Controlled like an app does it: a button opens it, the dialog asks to close.
  render: renderControlledDialog<CompanyChooserDialogProps>(CompanyChooserDialog, "切换企业"),
} satisfies Meta<typeof CompanyChooserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, title = "选择企业") {
  return within(await openDialogWith(canvasElement, "切换企业", { name: title }));
}

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const choose = dialog.getByRole("button", { name: "选择" });

    await step("a radio group named by the title, nothing chosen yet", async () => {
      const group = dialog.getByRole("radiogroup", { name: "选择企业" });
      await expect(within(group).getAllByRole("radio")).toHaveLength(4);
      await expect(within(group).queryByRole("radio", { checked: true })).toBeNull();
      await expect(choose).toBeDisabled();
    });
    await step("picking a company enables 选择", async () => {
      await userEvent.click(dialog.getByRole("radio", { name: "杭州云帆电子商务有限公司" }));
      await expect(dialog.getByRole("radio", { name: "杭州云帆电子商务有限公司" })).toBeChecked();
      await expect(choose).toBeEnabled();
    });
    await step("选择 returns the company and closes", async () => {
      await userEvent.click(choose);
      await expect(args.onChoose).toHaveBeenCalledOnce();
      await expect(args.onChoose).toHaveBeenCalledWith(companies[1]);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** The current company is checked when it opens; arrow keys move the choice and Enter chooses. */
export const Keyboard: Story = {
  args: { value: "c-103" },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const current = dialog.getByRole("radio", { name: "上海青禾品牌管理有限公司" });

    await step("the value is preselected, so 选择 is ready", async () => {
      await expect(current).toBeChecked();
      await expect(dialog.getByRole("button", { name: "选择" })).toBeEnabled();
    });
    await step("ArrowDown checks the next company", async () => {
      current.focus();
      await userEvent.keyboard("{ArrowDown}");
      await waitFor(() => expect(dialog.getByRole("radio", { name: "广州拾光影视制作有限公司" })).toBeChecked());
    });
    await step("ArrowUp goes back", async () => {
      await userEvent.keyboard("{ArrowUp}");
      await waitFor(() => expect(current).toBeChecked());
    });
    await step("Enter chooses it", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onChoose).toHaveBeenCalledOnce();
      await expect(args.onChoose).toHaveBeenCalledWith(companies[2]);
      await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    });
  },
};

/** 取消, the close button and Esc all close without choosing; each opening starts from `value` again. */
export const Dismiss: Story = {
  args: { value: "c-101" },
  play: async ({ args, canvasElement, step }) => {
    const screen = screenOf(canvasElement);

    await step("取消 closes without choosing", async () => {
      const dialog = await openDialog(canvasElement);
      await userEvent.click(dialog.getByRole("radio", { name: "广州拾光影视制作有限公司" }));
      await userEvent.click(dialog.getByRole("button", { name: "取消" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
    await step("reopened, the unconfirmed pick is forgotten", async () => {
      const dialog = await openDialog(canvasElement);
      await expect(dialog.getByRole("radio", { name: "深圳星河文化传媒有限公司" })).toBeChecked();
      await expect(dialog.getByRole("radio", { name: "广州拾光影视制作有限公司" })).not.toBeChecked();
    });
    await step("the close button closes", async () => {
      const dialog = within(screen.getByRole("dialog"));
      await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
    await step("so does Esc", async () => {
      await openDialog(canvasElement);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
  },
};

export const Loading: Story = {
  args: { loading: true, value: "c-101" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent("正在加载企业…");
    await expect(dialog.queryByRole("radio")).toBeNull();
    await expect(dialog.getByRole("button", { name: "选择" })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText("暂无企业")).toBeVisible();
    await expect(dialog.queryByRole("radio")).toBeNull();
    await expect(dialog.getByRole("button", { name: "选择" })).toBeDisabled();
  },
};

/** A long list scrolls inside the dialog; the footer stays in view. */
export const ManyCompanies: Story = {
  args: {
    companies: Array.from({ length: 30 }, (_, index) => ({
      companyKey: `k-${index + 1}`,
      companyName: `示例企业 ${index + 1} 号（集团）有限公司`,
    })),
    value: "k-30",
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getAllByRole("radio")).toHaveLength(30);
    await expect(dialog.getByRole("radio", { name: "示例企业 30 号（集团）有限公司" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "选择" })).toBeVisible();
  },
};

/**
 * Focus starts on the current company, scrolled into view, so arrow keys continue from it. Browser
 * only: jsdom has no layout, so the dialog's focus trap finds nothing focusable there.
 */
export const FocusStartsOnCurrent: Story = {
  args: ManyCompanies.args,
  tags: ["browser-only"],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const current = dialog.getByRole("radio", { name: "示例企业 30 号（集团）有限公司" });
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current.closest("label")).toBeVisible();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(dialog.getByRole("radio", { name: "示例企业 29 号（集团）有限公司" })).toBeChecked());
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Choose a company");
    await expect(dialog.getByText("No companies")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Choose" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

export const EnglishLoading: Story = {
  ...English,
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Choose a company");
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading companies…");
  },
};
