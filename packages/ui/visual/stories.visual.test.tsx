// Visual baselines: key stories rendered in Chromium and compared with the PNGs committed under
// visual/baselines/. Refresh them with `npm run test:visual:update -w @cdp/ui` and review the diff.
import { composeStories } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import * as AccountPicker from "../src/components/account-picker/account-picker.stories";
import * as AppShell from "../src/components/app-shell/app-shell.stories";
import * as DataTable from "../src/components/data-table/data-table.stories";
import * as DemoDataBanner from "../src/components/demo-data-banner/demo-data-banner.stories";
import * as ImportDialog from "../src/components/import-dialog/import-dialog.stories";
import * as LanguageSwitch from "../src/components/language-switch/language-switch.stories";
import * as PageHeader from "../src/components/page-header/page-header.stories";
import * as PublishTaskCard from "../src/components/publish-task-card/publish-task-card.stories";
import * as RankingList from "../src/components/ranking-list/ranking-list.stories";
import * as TrendChart from "../src/components/trend-chart/trend-chart.stories";
import * as UpgradePrompt from "../src/components/upgrade-prompt/upgrade-prompt.stories";
import * as Uploader from "../src/components/uploader/uploader.stories";
import * as UserMenu from "../src/components/user-menu/user-menu.stories";

type VisualCase = {
  /** The baseline's file name (without browser, platform and extension). */
  name: string;
  /** A composed story: `load()` runs its loaders (the preview's: its language's messages), then it renders. */
  Story: ComponentType & { load: () => Promise<void> };
  /** `page` for full-page layouts and portalled dialogs; otherwise only the story's own box. */
  target?: "element" | "page";
  /** Gets the story into the pictured state (opens a dialog) and waits for late content. */
  ready?: () => Promise<void>;
};

const chartDrawn = async () => {
  await expect.poll(() => document.querySelectorAll("figure svg").length, { timeout: 10_000 }).toBeGreaterThan(0);
};
const dialogOpen = async () => {
  await expect.element(page.getByRole("alertdialog")).toBeVisible();
};
const openImportDialog = async () => {
  await page.getByRole("button", { name: "导入用户" }).click();
  await expect.element(page.getByRole("dialog", { name: "批量导入" })).toBeVisible();
};

const cases: VisualCase[] = [
  { name: "page-header/with-actions", Story: composeStories(PageHeader).WithActions },
  { name: "page-header/sizes", Story: composeStories(PageHeader).Sizes },
  { name: "app-shell/default", Story: composeStories(AppShell).Default, target: "page" },
  { name: "language-switch/default", Story: composeStories(LanguageSwitch).Default },
  { name: "user-menu/default", Story: composeStories(UserMenu).Default },
  { name: "account-picker/default", Story: composeStories(AccountPicker).Default },
  { name: "account-picker/start-in-group-mode", Story: composeStories(AccountPicker).StartInGroupMode },
  { name: "trend-chart/default", Story: composeStories(TrendChart).Default, ready: chartDrawn },
  { name: "trend-chart/area", Story: composeStories(TrendChart).Area, ready: chartDrawn },
  { name: "ranking-list/default", Story: composeStories(RankingList).Default },
  { name: "demo-data-banner/dismissible", Story: composeStories(DemoDataBanner).Dismissible },
  { name: "upgrade-prompt/with-benefits", Story: composeStories(UpgradePrompt).WithBenefits, target: "page", ready: dialogOpen },
  { name: "uploader/default", Story: composeStories(Uploader).Default },
  { name: "uploader/read-only", Story: composeStories(Uploader).ReadOnly },
  { name: "import-dialog/default", Story: composeStories(ImportDialog).Default, target: "page", ready: openImportDialog },
  { name: "data-table/default", Story: composeStories(DataTable).Default },
  { name: "publish-task-card/on-a-phone", Story: composeStories(PublishTaskCard).OnAPhone },
];

afterEach(() => cleanup());

test("the baselines' font is installed (Debian: apt-get install -y fonts-noto-cjk)", () => {
  // A missing font falls back silently and every comparison then fails; say why up front.
  const context = document.createElement("canvas").getContext("2d")!;
  const width = (font: string) => {
    context.font = font;
    return context.measureText("多账号内容分发 Content").width;
  };
  expect(width(`16px "Noto Sans CJK SC", monospace`), "Noto Sans CJK SC is not installed").not.toBe(width("16px monospace"));
});

for (const { name, Story, target = "element", ready } of cases) {
  test(name, async () => {
    await Story.load();
    // Like Storybook's "padded" layout, so focus rings and shadows at the edges stay in the picture.
    const { container } = render(target === "page" ? <Story /> : <div style={{ padding: 16 }}><Story /></div>);
    await ready?.();
    await document.fonts.ready;
    const subject = target === "page" ? document.body : container;
    await expect.element(page.elementLocator(subject)).toMatchScreenshot(name);
  });
}
