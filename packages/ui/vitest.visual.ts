import path from "node:path";
import { playwright } from "@vitest/browser-playwright";
import { defineProject, type TestProjectInlineConfiguration } from "vitest/config";
import { uiVitePlugins } from "./vite-plugins.ts";

/** Where the committed reference screenshots live. */
const baselines = path.join(import.meta.dirname, "visual", "baselines");
/** Where a failed comparison leaves the reference, the actual screenshot and their diff (git-ignored). */
const diffs = path.join(import.meta.dirname, "test-results", "visual");

/**
 * Visual baselines (`visual/*.visual.test.tsx`): key stories screenshotted in Chromium and compared
 * with committed PNGs. Everything that changes pixels is pinned: viewport, device scale, colour
 * scheme, reduced motion (ApexCharts then draws without animating), locale, time zone, and the
 * fonts (Noto Sans CJK from Debian's fonts-noto-cjk: without it Chinese text renders differently).
 */
export async function visualProject(executablePath: string, chromiumFlags: string[]): Promise<TestProjectInlineConfiguration> {
  return defineProject({
    plugins: await uiVitePlugins(),
    // Its own pre-bundled dependencies, apart from the story tests' (which use another Vite config).
    cacheDir: path.join(import.meta.dirname, "node_modules", ".vite", "visual"),
    optimizeDeps: { include: ["@storybook/react-vite", "@testing-library/react", "storybook/test"] },
    test: {
      name: "visual",
      root: import.meta.dirname,
      include: ["visual/**/*.visual.test.tsx"],
      setupFiles: ["visual/setup-visual.ts"],
      testTimeout: 30_000,
      // A failed comparison also attaches its images to the report; keep them with the diffs.
      attachmentsDir: path.join(diffs, "attachments"),
      browser: {
        enabled: true,
        headless: true,
        viewport: { width: 1024, height: 768 },
        // The comparison's diff images say more than a screenshot of the failed test.
        screenshotFailures: false,
        provider: playwright({
          launchOptions: { executablePath, args: [...chromiumFlags, "--hide-scrollbars", "--font-render-hinting=none"] },
          contextOptions: {
            deviceScaleFactor: 1,
            colorScheme: "light",
            reducedMotion: "reduce",
            locale: "zh-CN",
            timezoneId: "Asia/Shanghai",
          },
        }),
        instances: [{ browser: "chromium" }],
        expect: {
          toMatchScreenshot: {
            comparatorName: "pixelmatch",
            // A little room for anti-aliasing differences between Chromium builds (pixelmatch
            // already skips anti-aliased pixels); recolouring even one 24 px badge exceeds 0.05 %.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
            resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
              path.join(baselines, `${arg}-${browserName}-${platform}${ext}`),
            resolveDiffPath: ({ arg, browserName, platform, ext }) => path.join(diffs, `${arg}-${browserName}-${platform}${ext}`),
          },
        },
      },
    },
  });
}
