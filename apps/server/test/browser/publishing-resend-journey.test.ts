import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { mp4 } from "../storage/samples.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { choose, sendAndOpenRecords, startJourney, type Journey } from "./journey.ts";
import { linkTikTok, planInitFailure, signInDemoOperator } from "./publishing-steps.ts";

const FAILING_CREATOR = "Demo Creator 2";
const REASON = "The account's TikTok app is too old. Please update it and try again.";

async function sandboxState(server: StartedServer) {
  const planned = (await (await fetch(`${server.baseUrl}/sandbox/_control/faults/planned`)).json()) as { planned: unknown[] };
  const posts = (await (await fetch(`${server.baseUrl}/sandbox/_control/posts`)).json()) as { posts: { account: string; title: string }[] };
  return { planned: planned.planned, posts: posts.posts };
}

async function publishVideosInEnglish(page: Page, server: StartedServer, title: string) {
  await page.goto(`${server.baseUrl}/CRM/dataSend/index`);
  await page.getByText("English", { exact: true }).first().click();
  await page.getByText("Please select accounts first").first().waitFor();
  for (const name of ["Demo Creator 1", FAILING_CREATOR]) await choose(page.getByRole("checkbox", { name: new RegExp(name) }));
  await page.locator("fieldset input[type=file]").setInputFiles(["one.mp4", "two.mp4"].map((name) => ({ name, mimeType: "video/mp4", buffer: mp4(8192) })));
  await page.getByRole("table", { name: "Video assignment" }).waitFor();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  // Demo Creator 2 is a private account: Friends is a choice both creators offer.
  await choose(page.getByRole("radio", { name: "Friends", exact: true }));
  await page.getByRole("spinbutton", { name: "Minutes", exact: true }).fill("0");
  await page.getByRole("spinbutton", { name: "Seconds", exact: true }).fill("2");
  // The half-built post is a draft on the server: a reload brings it all back.
  await page.getByText(/^Draft saved/).waitFor();
  await page.waitForURL(/[?&]draft=\d+/);
  await page.reload();
  await expect.poll(() => page.getByRole("textbox", { name: /^Title/ }).inputValue(), { timeout: 10_000 }).toBe(title);
  for (const name of ["Demo Creator 1", FAILING_CREATOR]) await expect(page.getByRole("checkbox", { name: new RegExp(name) }).isChecked()).resolves.toBe(true);
  // The assignment table shows only once videos are there: the uploads came back with their media ids.
  await page.getByRole("table", { name: "Video assignment" }).waitFor();
  await expect(page.getByRole("radio", { name: "Friends", exact: true }).isChecked()).resolves.toBe(true);
  await sendAndOpenRecords(page, server, "Publish");
}

/**
 * The publish journey's failure step in Chromium against the built server and its sandbox, in
 * English: a planned sandbox fault makes exactly one target fail; the operator sees its reason in
 * 发布记录, fixes its title in the resend dialog and sees it succeed without reloading. Before sending,
 * the half-built form survives a reload as a draft.
 */
describe.runIf(hasChromium || requireBrowser)("resending a failed target in Chromium against the running server and its sandbox", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("publishing-resend");
    ({ server, page } = journey);
    await signInDemoOperator(page, server.baseUrl);
    await linkTikTok(page, server.baseUrl, "Demo Creator 1");
    await linkTikTok(page, server.baseUrl, FAILING_CREATOR);
  }, 120_000);

  afterAll(async () => {
    await journey?.stop();
  });

  it("sees one target fail with its reason, fixes its title in the resend dialog and sees it succeed with the new title; the form before sending survives a reload as a draft", async () => {
    await planInitFailure(server, "demo.creator.two", "app_version_check_failed");
    await publishVideosInEnglish(page, server, "Resend journey");

    const card = page.getByRole("article").filter({ hasText: "Resend journey" });
    await card.getByText("1 failed", { exact: true }).waitFor({ timeout: 60_000 });
    await card.getByText("1 succeeded", { exact: true }).waitFor({ timeout: 60_000 });
    await card.getByText("0 distributing", { exact: true }).waitFor();
    const failedRow = card.getByRole("row").filter({ hasText: FAILING_CREATOR });
    await failedRow.getByText("Distribution failed").waitFor();
    await failedRow.getByText(REASON).waitFor();
    expect(await sandboxState(server)).toMatchObject({ planned: [], posts: [{ account: "sbx-open-creator-1", title: "Resend journey" }] });

    await failedRow.getByRole("button", { name: new RegExp(`^Resend to ${FAILING_CREATOR}`) }).click();
    // Fix and resend: the dialog opens with what failed filled in; an unchanged title goes as it was.
    const dialog = page.getByRole("dialog", { name: `Resend to ${FAILING_CREATOR}` });
    await expect(dialog.getByLabel("Title").inputValue()).resolves.toBe("Resend journey");
    await dialog.getByLabel("Title").fill("Resend journey, fixed");
    await dialog.getByRole("button", { name: "Resend", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    await card.getByText("2 succeeded", { exact: true }).waitFor({ timeout: 60_000 });
    await card.getByText("0 failed", { exact: true }).waitFor();
    await failedRow.getByText("Distribution succeeded").waitFor();
    await failedRow.getByRole("cell", { name: "2", exact: true }).waitFor();
    await expect(failedRow.getByText(REASON).count()).resolves.toBe(0);
    const { posts } = await sandboxState(server);
    expect(posts.map((post) => [post.account, post.title]).sort()).toEqual([
      ["sbx-open-creator-1", "Resend journey"],
      ["sbx-open-creator-2", "Resend journey, fixed"],
    ]);
  }, 180_000);
});
