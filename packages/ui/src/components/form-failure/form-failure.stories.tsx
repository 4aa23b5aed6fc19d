import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FormFailure } from "./form-failure";

const meta = {
  title: "Forms/FormFailure",
  component: FormFailure,
  args: { message: "账号或密码错误" },
  argTypes: { message: { control: "text" } },
} satisfies Meta<typeof FormFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("账号或密码错误");
  },
};

/** Before a submit fails there is nothing to announce. */
export const Empty: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};
