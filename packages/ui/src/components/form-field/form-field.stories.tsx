import { Button, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { z } from "zod";
import { Field, PasswordField, TextField, type TextFieldProps } from "./form-field";
import { useFormState } from "./use-form-state";

const meta = {
  title: "Forms/FormField",
  component: TextField,
  args: { label: "邮箱", placeholder: "请输入邮箱", onChange: fn() },
  argTypes: {
    label: { control: "text" },
    helperText: { control: "text" },
    errorText: { control: "text" },
    optionalText: { control: "text" },
  },
  decorators: [
    (Story) => (
      <Stack maxWidth="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true, helperText: "用于登录和接收验证码" },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("邮箱");

    await step("the label names the input, the helper text describes it", async () => {
      await expect(input).toBe(canvas.getByRole("textbox", { name: "邮箱" }));
      await expect(input).toHaveAccessibleDescription("用于登录和接收验证码");
      await expect(input).toBeRequired();
      await expect(input).not.toHaveAttribute("aria-invalid");
    });
    await step("the input takes typing", async () => {
      await userEvent.type(input, "user@example.com");
      await expect(input).toHaveValue("user@example.com");
      await expect(args.onChange).toHaveBeenCalled();
    });
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: "user@", errorText: "请输入正确的邮箱地址" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("邮箱");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleErrorMessage("请输入正确的邮箱地址");
    // A polite live region: screen readers read the error when it appears.
    await expect(within(canvasElement).getByText("请输入正确的邮箱地址")).toHaveAttribute("aria-live", "polite");
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** As a form uses it: the error appears on blur and goes away when fixed. */
export const Validation: Story = {
  render: function Validated(args: TextFieldProps) {
    const [value, setValue] = useState("");
    const [touched, setTouched] = useState(false);
    const error = touched && !EMAIL.test(value) ? "请输入正确的邮箱地址" : undefined;
    return (
      <TextField
        {...args}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        errorText={error}
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("邮箱");

    await step("a bad address shows the message when leaving the field", async () => {
      await userEvent.type(input, "user@example");
      await expect(canvas.queryByText("请输入正确的邮箱地址")).toBeNull();
      await userEvent.tab();
      await expect(canvas.getByText("请输入正确的邮箱地址")).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
    });
    await step("fixing it removes the message", async () => {
      await userEvent.type(input, ".com");
      await expect(canvas.queryByText("请输入正确的邮箱地址")).toBeNull();
      await expect(input).not.toHaveAttribute("aria-invalid");
    });
  },
};

const groupSchema = z.object({ name: z.string().trim().min(1, { error: "validation.publish.title.required" }) });

/** With `useFormState`: a submit shows the shared rules' message; the message goes as soon as the field is valid. */
export const FormStateClearsWhenValid: Story = {
  render: function GroupName(args: TextFieldProps) {
    const form = useFormState({ name: "" }, { describeError: (_error, fallback) => fallback });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          form.validate(groupSchema, form.values);
        }}
      >
        <TextField {...args} label="分组名称" {...form.bind("name")} />
        <Button type="submit" mt="2">
          保存
        </Button>
      </form>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("分组名称");
    await step("saving empty shows the message", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "保存" }));
      await expect(input).toHaveAttribute("aria-invalid", "true");
    });
    await step("typing a name clears it at once", async () => {
      await userEvent.type(input, "美妆组");
      await expect(input).not.toHaveAttribute("aria-invalid");
    });
    await step("emptying it again brings the message back", async () => {
      await userEvent.clear(input);
      await expect(input).toHaveAttribute("aria-invalid", "true");
    });
  },
};

export const Optional: Story = {
  args: { label: "备注", optionalText: "（选填）", placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("备注（选填）")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "user@example.com" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("邮箱")).toBeDisabled();
  },
};

/** The login password: hidden until the toggle is pressed. */
export const Password: Story = {
  render: (args) => <PasswordField label="密码" placeholder="请输入密码" required onChange={args.onChange} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("密码");
    const toggle = canvas.getByRole("button", { name: "显示密码" });

    await step("hidden at first", async () => {
      await userEvent.type(input, "s3cret!");
      await expect(input).toHaveAttribute("type", "password");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
    });
    await step("the toggle shows it, keeping the value and the focus in the input", async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute("type", "text");
      await expect(input).toHaveValue("s3cret!");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
    });
    await step("reachable with Tab after the input; Space hides it again", async () => {
      input.focus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(input).toHaveAttribute("type", "password");
    });
  },
};

/** The register page shows the password as plain text. */
export const PasswordShownByDefault: Story = {
  render: () => <PasswordField label="密码" defaultVisible defaultValue="Abc12345" autoComplete="new-password" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("密码")).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "显示密码" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "显示密码" }));
    await expect(canvas.getByLabelText("密码")).toHaveAttribute("type", "password");
  },
};

export const PasswordWithError: Story = {
  render: () => <PasswordField label="密码" required errorText="请输入密码" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("密码");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleErrorMessage("请输入密码");
  },
};

/** `Field` around any control: a select and a textarea. */
export const CustomControls: Story = {
  render: () => (
    <Stack gap="4" asChild>
      <form onSubmit={(event) => event.preventDefault()}>
        <Field label="平台" helperText="发布到哪个平台">
          <NativeSelect.Root>
            <NativeSelect.Field defaultValue="tiktok">
              <option value="tiktok">TikTok</option>
              <option value="youtube">YouTube</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
        <Field label="视频描述" errorText="最多50个字符">
          <Textarea defaultValue="一段很长的描述" />
        </Field>
        <Button type="submit" alignSelf="start">
          提交
        </Button>
      </form>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "平台" });
    await expect(select).toHaveAccessibleDescription("发布到哪个平台");
    await userEvent.selectOptions(select, "youtube");
    await expect(select).toHaveValue("youtube");
    const textarea = canvas.getByRole("textbox", { name: "视频描述" });
    await expect(textarea).toHaveAccessibleErrorMessage("最多50个字符");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  render: () => <PasswordField label="Password" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "text");
  },
};
