import type { Locale } from "@cdp/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageSwitch, type LanguageSwitchProps } from "./language-switch";

const meta = {
  title: "Header/LanguageSwitch",
  component: LanguageSwitch,
  args: { value: "zh-CN", onChange: fn() },
  // Controlled like an app does it, so clicks move the selection in the story too.
  render: function Controlled(args: LanguageSwitchProps) {
    const [value, setValue] = useState<Locale>(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(locale) => {
          setValue(locale);
          args.onChange(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const chinese = canvas.getByRole("radio", { name: "中文" });
    const english = canvas.getByRole("radio", { name: "English" });

    await step("a labelled radio group with the current language checked", async () => {
      await expect(canvas.getByRole("radiogroup", { name: "界面语言" })).toBeVisible();
      await expect(chinese).toBeChecked();
      await expect(english).not.toBeChecked();
    });
    await step("clicking English reports en", async () => {
      await userEvent.click(english);
      await expect(args.onChange).toHaveBeenLastCalledWith("en");
      await expect(english).toBeChecked();
    });
    await step("arrow keys switch back to Chinese", async () => {
      english.focus();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(args.onChange).toHaveBeenLastCalledWith("zh-CN");
      await expect(chinese).toBeChecked();
    });
  },
};

export const English: Story = {
  args: { value: "en", size: "md", label: "Interface language" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Interface language" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "English" })).toBeChecked();
  },
};
