import type { Plugin } from "vite";

/**
 * Turns each `*.stories.tsx` that Vitest loads as a test file into a suite: one test per story,
 * running it as a portable story (`composeStories` + `story.run()`: render, then play).
 * Each stories file is its own test file, so it gets a fresh jsdom and fresh module state
 * (Zag's global focus/pointer tracking otherwise leaks from one component's stories into the next).
 * Stories tagged `browser-only` assert real layout (media queries, visibility) and are skipped here.
 */
export function portableStoriesPlugin(): Plugin {
  return {
    name: "cdp:portable-stories",
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0] ?? "";
      if (!file.endsWith(".stories.tsx")) return null;
      const runner = `
import { composeStories as __composeStories } from "@storybook/react-vite";
import { test as __test } from "vitest";
import * as __self from ${JSON.stringify(file)};
for (const [__name, __story] of Object.entries(__composeStories(__self))) {
  __test.skipIf(!__story.tags.includes("test") || __story.tags.includes("browser-only"))(__name, () => __story.run());
}
`;
      return { code: code + runner, map: null };
    },
  };
}
