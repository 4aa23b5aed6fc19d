import { defineTokens } from "@chakra-ui/react";

// Latin system fonts first (crisper digits and Latin), then the common Simplified Chinese fonts per OS.
const stack = `-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", system-ui, sans-serif`;

export const fonts = defineTokens.fonts({
  heading: { value: stack },
  body: { value: stack },
});
