import { Box, Button, Container, Heading, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PublicShell } from "./public-shell";

const onSwitch = fn().mockName("onSwitch");

const meta = {
  title: "Layout/PublicShell",
  component: PublicShell,
  args: {
    brand: (
      <Text fontWeight="bold" color="brand.fg">
        多账号内容分发平台
      </Text>
    ),
    headerEnd: (
      <Button size="sm" variant="outline" onClick={onSwitch}>
        English
      </Button>
    ),
    children: (
      <Container maxW="md" py="12">
        <Heading as="h1">登录</Heading>
      </Container>
    ),
  },
  argTypes: { brand: { control: false }, headerEnd: { control: false }, children: { control: false } },
} satisfies Meta<typeof PublicShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the header carries the brand and its end slot", async () => {
      const header = canvas.getByRole("banner");
      await expect(within(header).getByText("多账号内容分发平台")).toBeVisible();
      await expect(within(header).getByRole("button", { name: "English" })).toBeVisible();
    });
    await step("the page sits in the main landmark", async () => {
      await expect(within(canvas.getByRole("main")).getByRole("heading", { level: 1, name: "登录" })).toBeVisible();
    });
    await step("the header's control is reached with Tab and works with Enter", async () => {
      onSwitch.mockClear();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "English" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(onSwitch).toHaveBeenCalledOnce();
    });
  },
};

/** A full-width page (the login screen) fills the space under the header. */
export const FullWidthPage: Story = {
  args: {
    children: (
      <Box flex="1" bg="bg.panel" p="6">
        <Heading as="h1">隐私政策</Heading>
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "隐私政策" })).toBeVisible();
  },
};
