import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PostTextFields, type PostTextFieldsProps } from "./post-text-fields";

const onChange = fn().mockName("onChange");

const meta = {
  title: "Publishing/PostTextFields",
  component: PostTextFields,
  args: { title: "春季新品上市", description: "", onChange, platforms: ["tiktok", "youtube"], required: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "32rem" }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onChange.mockReset();
  },
  render: function Controlled(args: PostTextFieldsProps) {
    const [texts, setTexts] = useState({ title: args.title, description: args.description });
    return (
      <PostTextFields
        {...args}
        {...texts}
        onChange={(next) => {
          setTexts(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PostTextFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: "标题" });
    const description = canvas.getByRole("textbox", { name: "描述" });

    await step("each chosen platform's limits are counted", async () => {
      await expect(title).toBeRequired();
      await expect(title).toHaveAccessibleDescription("6/100 6/2200");
      await expect(canvas.getByText("YouTube 标题")).toBeVisible();
      await expect(canvas.getByText("TikTok 文案（标题与描述合计）")).toBeVisible();
      await expect(description).toHaveAccessibleDescription("0/5000 字节 6/2200");
    });
    await step("typing updates the counters and reports the texts", async () => {
      await userEvent.type(description, "#春季");
      await expect(onChange).toHaveBeenLastCalledWith({ title: "春季新品上市", description: "#春季" });
      await expect(description).toHaveAccessibleDescription("7/5000 字节 11/2200");
    });
    await step("a title over YouTube's 100 characters marks the field and says by how much", async () => {
      await userEvent.click(title);
      await userEvent.paste("好".repeat(95));
      await expect(title).toBeInvalid();
      await expect(canvas.getByText("101/100，超出 1 个字符")).toBeVisible();
      await expect(description).toBeValid();
    });
  },
};

export const TikTokPhoto: Story = {
  args: { platforms: ["tiktok"], mode: "photo" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "标题" })).toHaveAccessibleDescription("6/90");
    await expect(canvas.getByRole("textbox", { name: "描述" })).toHaveAccessibleDescription("0/4000");
    await expect(canvas.queryByText(/YouTube/)).toBeNull();
  },
};

export const WithError: Story = {
  args: { title: "", titleError: "请输入标题" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: "标题" });
    await expect(title).toBeInvalid();
    await expect(title).toHaveAccessibleDescription("0/100 0/2200 请输入标题");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Title" })).toBeVisible();
    await expect(canvas.getByText("YouTube title")).toBeVisible();
    await expect(canvas.getByText("TikTok caption (title and description together)")).toBeVisible();
    await expect(canvas.getByText("0/5000 bytes")).toBeVisible();
  },
};
