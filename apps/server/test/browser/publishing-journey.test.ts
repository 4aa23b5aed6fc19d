import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { mp4, sample } from "../storage/samples.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { choose, sendAndOpenRecords, startJourney, type Journey } from "./journey.ts";
import { linkTikTok, linkYouTube, signInDemoOperator } from "./publishing-steps.ts";

/**
 * Publishing in Chromium against the built server and its sandbox: two TikTok accounts and a
 * YouTube channel linked for real, three videos uploaded through the signed direct upload, and
 * every target watched from 分发中 to 成功 in 发布记录 with its link.
 */
describe.runIf(hasChromium || requireBrowser)("publishing videos in Chromium against the running server and its sandbox", () => {
  let journey: Journey;
  let server: StartedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("publishing");
    ({ server, browser, page } = journey);
    await signInDemoOperator(page, server.baseUrl);
    await linkTikTok(page, server.baseUrl, "Demo Creator 1");
    await linkTikTok(page, server.baseUrl, "Demo Creator 2");
    await linkYouTube(page, browser, server.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await journey?.stop();
  });

  it("publishes three videos 5 s apart (a title YouTube would refuse flagged first, the form kept as a draft over a reload) and sees every target go 分发中 → 成功 with links", async () => {
    await page.goto(`${server.baseUrl}/CRM/dataSend/index`);
    await page.getByText("请先选择账号").first().waitFor();
    for (const name of ["Demo Creator 1", "Demo Creator 2", "Demo Channel 1"]) await choose(page.getByRole("checkbox", { name: new RegExp(name) }));
    await page.getByText("已选 3 个账号").waitFor();
    await page.locator("fieldset input[type=file]").setInputFiles(
      ["a.mp4", "b.mp4", "c.mp4"].map((name) => ({ name, mimeType: "video/mp4", buffer: mp4(8192) })),
    );
    await page.getByRole("table", { name: "视频分配" }).waitFor();
    // A title YouTube would refuse is flagged on its row before anything is sent, and 发布 holds.
    await page.getByRole("textbox", { name: /^标题/ }).fill("新品 <限时>");
    await page.getByRole("list", { name: /Demo Channel 1.* 不符合平台规则/ }).getByText("YouTube 标题须为1-100个字符，且不能包含 < 或 >").waitFor();
    await page.getByRole("button", { name: "发布", exact: true }).click();
    await page.getByText("1 个目标不符合平台规则，请在发布前确认中查看").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/CRM/dataSend/index");
    // The half-built post is a draft on the server: after a reload it is all there.
    await page.getByText(/^草稿已保存/).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: /^标题/ }).inputValue(), { timeout: 10_000 }).toBe("新品 <限时>");
    await page.getByRole("table", { name: "视频分配" }).waitFor();
    await page.getByText("已选 3 个账号").first().waitFor();
    await page.getByRole("textbox", { name: /^标题/ }).fill("三个视频的发布");
    // Demo Creator 2 does not offer 所有人: the form only lets every creator's common choice through.
    await choose(page.getByRole("radio", { name: "互关好友" }));
    await choose(page.getByRole("radio", { name: "公开", exact: true }));
    await page.getByRole("spinbutton", { name: "分钟", exact: true }).fill("0");
    await page.getByRole("spinbutton", { name: "秒", exact: true }).fill("5");
    await sendAndOpenRecords(page, server, "发布");
    const tiktok = page.getByRole("article").filter({ hasText: "发布到 TikTok" });
    await tiktok.getByText(/[12] 分发中/).waitFor();
    await tiktok.getByText("2 成功").waitFor({ timeout: 60_000 });
    await tiktok.getByText("0 分发中").waitFor();
    const youtube = page.getByRole("article").filter({ hasText: "发布到 YouTube" });
    await youtube.getByText("1 成功").waitFor({ timeout: 60_000 });
    await youtube.getByRole("button", { name: "查看明细" }).click();
    await youtube.getByRole("link", { name: /查看 Demo Channel 1.* 的作品/ }).waitFor({ timeout: 30_000 });
    const tiktokItems = tiktok.getByRole("row").filter({ hasText: "Demo Creator" });
    await tiktokItems.filter({ hasText: "分发成功" }).nth(1).waitFor();
  }, 180_000);

  it("publishes an image set to the TikTok accounts in English, with YouTube greyed out and why", async () => {
    await page.goto(`${server.baseUrl}/CRM/dataSend/batch`);
    await page.getByText("English", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Image & text publish" }).waitFor();
    const blocked = page.getByRole("list", { name: "Accounts that cannot be chosen" });
    await blocked.getByText("YouTube does not take image posts").waitFor();
    await blocked.getByText(/Demo Channel 1/).waitFor();
    await page.getByText("Please select accounts first").first().waitFor();
    for (const name of ["Demo Creator 1", "Demo Creator 2"]) await choose(page.getByRole("checkbox", { name: new RegExp(name) }));
    await page.locator("fieldset input[type=file]").setInputFiles(["one.png", "two.png"].map((name) => ({ name, mimeType: "image/png", buffer: sample.png })));
    await page.getByRole("list", { name: "Image order" }).waitFor();
    await page.getByRole("textbox", { name: /^Title/ }).fill("Weekend outfits");
    await choose(page.getByRole("radio", { name: "Friends", exact: true }));
    await page.getByRole("spinbutton", { name: "Minutes", exact: true }).fill("0");
    await page.getByRole("spinbutton", { name: "Seconds", exact: true }).fill("3");
    await sendAndOpenRecords(page, server, "Publish");
    const card = page.getByRole("article").filter({ hasText: "Weekend outfits" });
    await card.getByText("2 succeeded").waitFor({ timeout: 60_000 });
    await card.getByRole("row").filter({ hasText: "Image set (2 images)" }).nth(1).waitFor();
  }, 120_000);
});
