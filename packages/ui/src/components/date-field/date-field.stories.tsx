import { Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DateField, type DateFieldProps } from "./date-field";

/** Keeps the value like a page would, so typing and picking show in the input. */
function Controlled(args: DateFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/DateField",
  component: DateField,
  args: { label: "开始日期", value: "", onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Stack maxWidth="xs" minHeight="24rem">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { helperText: "按北京时间计" },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "开始日期" });
    await step("the label names the input, the helper text describes it, the placeholder says the format", async () => {
      await expect(input).toHaveAccessibleDescription("按北京时间计");
      await expect(input).toHaveAttribute("placeholder", "年/月/日");
    });
    await step("a typed day is taken on Enter and shown as yyyy/MM/dd; the value is yyyy-MM-dd", async () => {
      await userEvent.type(input, "2026/3/9");
      await userEvent.keyboard("{Enter}");
      await expect(args.onChange).toHaveBeenLastCalledWith("2026-03-09");
      await waitFor(() => expect(input).toHaveValue("2026/03/09"));
    });
    await step("the calendar opens on the chosen month, in Chinese, weeks from Monday", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "打开日历" }));
      const calendar = await screen.findByRole("application");
      await expect(within(calendar).getByRole("button", { name: "选择月份" })).toHaveTextContent("2026年3月");
      await expect(calendar.querySelector("th")).toHaveTextContent("一");
    });
    await step("picking a day closes the calendar and fills the input", async () => {
      await userEvent.click(within(screen.getByRole("application")).getByText("20", { selector: "[data-part=table-cell-trigger]" }));
      await expect(args.onChange).toHaveBeenLastCalledWith("2026-03-20");
      await waitFor(() => expect(input).toHaveValue("2026/03/20"));
    });
    await step("the clear button empties it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "清除日期" }));
      await expect(args.onChange).toHaveBeenLastCalledWith("");
      await expect(input).toHaveValue("");
    });
  },
};

export const WithError: Story = {
  args: { value: "2026-11-01", errorText: "结束日期不能早于开始日期", label: "结束日期" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "结束日期" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleErrorMessage("结束日期不能早于开始日期");
  },
};

/** A filter bar's date: no visible label, a range limit, English. */
export const EnglishWithoutLabel: Story = {
  args: { label: undefined, "aria-label": "Start date", value: "2026-11-27", max: "2026-11-28", size: "sm", width: "10rem" },
  globals: { locale: "en" },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Start date" });
    await step("the day reads yyyy/MM/dd in English too (not the browser's mm/dd/yyyy)", async () => {
      await expect(input).toHaveValue("2026/11/27");
    });
    await step("the calendar is in English, weeks from Sunday, days after max cannot be chosen", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Open calendar" }));
      const calendar = await screen.findByRole("application");
      await expect(within(calendar).getByRole("button", { name: "Choose a month" })).toHaveTextContent("November 2026");
      await expect(calendar.querySelector("th")).toHaveTextContent("S");
      const late = within(calendar).getByText("29", { selector: "[data-part=table-cell-trigger]" });
      await expect(late).toHaveAttribute("aria-disabled", "true");
      await userEvent.keyboard("{Escape}");
    });
  },
};
