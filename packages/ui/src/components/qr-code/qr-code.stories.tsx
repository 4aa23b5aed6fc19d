import { Button, Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { QrCode, type QrCodeProps } from "./qr-code";

const meta = {
  title: "Data/QrCode",
  component: QrCode,
  args: { value: "https://open.tiktok.example/scan?token=abc123", "aria-label": "TikTok 授权二维码" },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn modules: the SVG path inside the image. */
function modulesOf(image: HTMLElement): string | null {
  return image.querySelector("path")?.getAttribute("d") ?? null;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("it is one image named by its label", async () => {
      const image = canvas.getByRole("img", { name: "TikTok 授权二维码" });
      await expect(image).toBeVisible();
      await expect(modulesOf(image)).toMatch(/^M\d+ \d+h1v1h-1z/);
    });
    await step("it is 200 pixels square by default", async () => {
      const image = canvas.getByRole("img", { name: "TikTok 授权二维码" });
      await expect(getComputedStyle(image).width).toBe("200px");
      await expect(getComputedStyle(image).height).toBe("200px");
    });
  },
};

export const LongUrl: Story = {
  args: {
    value: `https://accounts.google.example/o/oauth2/device?user_code=ABCD-EFGH&state=${"x".repeat(240)}`,
    "aria-label": "YouTube 授权二维码",
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "YouTube 授权二维码" });
    // A longer text needs a larger code (more modules in the same 200px).
    const viewBox = image.querySelector("svg")?.getAttribute("viewBox") ?? "";
    await expect(Number(viewBox.split(" ")[2])).toBeGreaterThan(50);
  },
};

export const Small: Story = {
  args: { size: 96 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "TikTok 授权二维码" });
    await expect(getComputedStyle(image).width).toBe("96px");
  },
};

function ChangingValue(props: QrCodeProps) {
  const [round, setRound] = useState(1);
  return (
    <Stack align="start">
      <QrCode {...props} value={`${props.value}&round=${round}`} />
      <Button size="sm" onClick={() => setRound((current) => current + 1)}>
        重新获取
      </Button>
    </Stack>
  );
}

export const ChangesWithValue: Story = {
  render: (args) => <ChangingValue {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole("img", { name: "TikTok 授权二维码" });
    const before = modulesOf(image);
    await step("a new value (pressed with the keyboard) draws a new code", async () => {
      canvas.getByRole("button", { name: "重新获取" }).focus();
      await userEvent.keyboard("{Enter}");
      await expect(modulesOf(canvas.getByRole("img", { name: "TikTok 授权二维码" }))).not.toBe(before);
    });
  },
};
