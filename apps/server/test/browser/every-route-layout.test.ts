import type { Browser, BrowserContext, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import type { StartedServer } from "../server-process.ts";
import { signInAdmin } from "./back-office-steps.ts";
import { ANIMATIONS_DONE } from "./page-snippets.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { startJourney, type Journey } from "./journey.ts";
import { findLayoutFaults } from "./layout-probe.ts";
import { signInDemoOperator } from "./publishing-steps.ts";
import { routePathsOf } from "./route-paths.ts";

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
type Language = "zh-CN" | "en";
const ADMIN_BASE = "/admin";

// The longest texts the forms accept, without spaces (Chinese wraps anywhere) and with an unbroken link.
const LONG_GROUP_NAME = "主推账号夏季新品直播带货与短视频同步发布专用分组名".slice(0, 30);
const LONG_GROUP_REMARK = `这个分组收纳所有负责夏季新品推广的账号，发布前请先核对标题、话题标签和封面是否符合各平台的规范要求。参考链接https://example.com/campaigns/summer-2026/launch-plan-for-every-linked-account-and-channel ${"备注".repeat(60)}`.slice(0, 200);
const LONG_ACCOUNT_REMARK = "夏季新品主推账号负责人小王的备用号码与直播专用昵称请勿随意修改谢谢配合".slice(0, 50);

/** Evaluated in the page: no table or list says it is loading. */
const NOTHING_BUSY = () => !(globalThis as unknown as { document: { querySelector(selector: string): unknown } }).document.querySelector("[aria-busy=true]");

async function api(baseUrl: string, token: string, method: string, path: string, body?: object) {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await answer.json()) as { data: Record<string, unknown> & { list?: Record<string, unknown>[] } };
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Waits for the demo workspace, stretches its texts to the longest the forms accept and returns a publish task's id. */
async function prepareDemoWorkspace(server: StartedServer): Promise<number> {
  await vi.waitFor(
    () => {
      if (!server.output().includes("Demo workspace ready")) throw new Error("the demo workspace is not ready");
    },
    { timeout: 120_000, interval: 500 },
  );
  const login = await fetch(`${server.baseUrl}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
  });
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
  const groups = (await api(server.baseUrl, token, "GET", "/account-groups")).list!;
  const main = groups.find((group) => group.name === "主推账号")!;
  await api(server.baseUrl, token, "PUT", `/account-groups/${String(main.id)}`, { name: LONG_GROUP_NAME, remark: LONG_GROUP_REMARK, color: main.color });
  const accounts = (await api(server.baseUrl, token, "GET", "/accounts?pageSize=100")).list!;
  await api(server.baseUrl, token, "POST", `/accounts/${String(accounts[0]!.id)}/remark`, { remark: LONG_ACCOUNT_REMARK });
  const tasks = (await api(server.baseUrl, token, "GET", "/publish/tasks?pageSize=10")).list!;
  return Number(tasks[0]!.id);
}

/**
 * Opens a path and waits until its page is drawn: its heading shown, no table busy, no animation
 * running (a skeleton pulses until its data is there; a spinner that never stops is waited for 10 s).
 * With `inApp`, the app already open moves there the way its own links do (history and popstate)
 * instead of loading the page again: the page drawn is the same, without booting the app once per
 * route (a full load each time was most of this file's CPU). Headings of the page left are marked,
 * so only the new page's heading counts.
 */
async function openSettled(page: Page, url: string, inApp = false): Promise<string | null> {
  if (inApp) {
    await page.evaluate(MOVE_IN_APP, { url, mark: LEFT_MARK });
  } else {
    await page.goto(url);
  }
  const drawn = await page
    .locator(`h1:not([${LEFT_MARK}])`)
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  if (!drawn) return "drew no heading";
  await page.waitForFunction(NOTHING_BUSY, undefined, { timeout: 15_000 });
  await page.waitForFunction(ANIMATIONS_DONE, undefined, { timeout: 10_000 }).catch(() => undefined);
  return null;
}

const LEFT_MARK = "data-layout-left";

/** Evaluated in the page: marks the headings on screen with `mark`, then moves the app's router to `url`. */
const MOVE_IN_APP = ({ url, mark }: { url: string; mark: string }) => {
  const page = globalThis as unknown as {
    document: { querySelectorAll(selector: string): Iterable<{ setAttribute(name: string, value: string): void }> };
    history: { pushState(state: null, unused: string, url: string): void };
    dispatchEvent(event: unknown): void;
    PopStateEvent: new (type: string) => unknown;
  };
  for (const heading of page.document.querySelectorAll("h1")) heading.setAttribute(mark, "");
  page.history.pushState(null, "", url);
  page.dispatchEvent(new page.PopStateEvent("popstate"));
};

/**
 * Each path at each width: the faults found, one line each naming the route, language, width and
 * the elements' text. The first path at each width is loaded, the others reached inside the app;
 * a path the app is already on (the same page with other query values) is loaded again, since its
 * heading would not be drawn anew.
 */
async function walk(page: Page, baseUrl: string, paths: string[], language: Language): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    let current: string | null = null;
    for (const path of paths) {
      const where = `${path} · ${language} · ${viewport.width}px`;
      const pathname = path.split("?")[0]!;
      const inApp = current !== null && current !== pathname;
      const failure = await openSettled(page, inApp ? path : `${baseUrl}${path}`, inApp);
      current = pathname;
      if (failure) {
        found.push(`${where} · ${failure}`);
        current = null;
        continue;
      }
      const faults = await findLayoutFaults(page);
      found.push(...faults.map((fault) => `${where} · ${fault.kind}: "${fault.text}" (${fault.detail})`));
    }
  }
  return found;
}

async function newContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: language, viewport: VIEWPORTS[0] });
  return context;
}

/**
 * Every route of both apps, at 1440×900 and on a phone (390×844), in Chinese and English, with the
 * demo workspace's data stretched to the longest texts the forms accept: the page never scrolls
 * sideways, no text is laid out narrower than three characters, every button and link is in reach
 * (on screen, or in a box that scrolls sideways with its edge shadows).
 */
describe.runIf(hasChromium || requireBrowser)("every route's layout at phone and desktop widths in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let openTaskId: number;

  beforeAll(async () => {
    journey = await startJourney("layout", { SEED_DEMO_WORKSPACE: "true" });
    server = journey.server;
    openTaskId = await prepareDemoWorkspace(server);
  }, 180_000);
  afterAll(async () => {
    await journey?.stop();
  });

  it("the layout check finds each fault on a page made to have them, and nothing on sound patterns", async () => {
    const page = journey.page;
    await page.setViewportSize(VIEWPORTS[1]);
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">
      <div style="display:flex;width:220px"><span>发送方式</span><span style="white-space:nowrap">按分组：一个很长很长的分组名称</span></div>
      <div style="display:flex;width:200px;overflow:hidden"><span style="flex-shrink:0;white-space:nowrap">一行放不下的长长长长文字</span><button>删除分组</button></div>
      <div style="overflow-x:auto;width:200px"><div style="width:600px">没有提示的横向滚动</div></div>
      <div style="width:700px"><button style="margin-left:480px">Far away</button></div>
      <p style="width:200px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">没有悬停提示就被截断的很长很长的标题</p>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">屏幕阅读器才读的长文字</span>
      <span style="display:inline-block;width:24px">12</span>
      <p style="width:200px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis" title="悬停可见的截断标题悬停可见的截断标题">悬停可见的截断标题悬停可见的截断标题</p>
      <div style="overflow-x:auto;width:200px;background-image:linear-gradient(white,white),radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.2),transparent);background-attachment:local,scroll">
        <div style="width:600px"><button style="margin-left:500px">Reachable</button></div>
      </div>
    </body></html>`);
    const faults = await findLayoutFaults(page);
    const summary = faults.map((fault) => `${fault.kind}: ${fault.text}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page scrolls sideways: /),
        "text too narrow: 发送方式",
        "action out of reach: 删除分组",
        "scrolls without a cue: 没有提示的横向滚动",
        "action out of reach: Far away",
        "cut without its full text: 没有悬停提示就被截断的很长很长的标题",
      ]),
    );
    expect(summary.filter((line) => /屏幕阅读器|^text too narrow: 12$|悬停可见|Reachable/.test(line))).toEqual([]);
  });

  for (const language of ["zh-CN", "en"] as const) {
    it(`every CRM route in ${language}`, async () => {
      const paths = routePathsOf("crm");
      const context = await newContext(journey.browser, language);
      const page = await context.newPage();
      await signInDemoOperator(page, server.baseUrl);
      await page.evaluate((chosen) => localStorage.setItem("language_type", chosen), language);
      // A route with its parameter: 发布记录 with one of the demo tasks open.
      const shell = [...paths.shell, `/CRM/dataSend/record?open=${openTaskId}`];
      const faults = await walk(page, server.baseUrl, shell, language);
      await context.close();
      faults.push(...(await walkPublic(journey.browser, server.baseUrl, paths.public, language)));
      expect(faults).toEqual([]);
    }, 240_000);

    it(`every admin route in ${language}`, async () => {
      const paths = routePathsOf("admin");
      const context = await newContext(journey.browser, language);
      const page = await context.newPage();
      await signInAdmin(page, server.baseUrl);
      await page.evaluate((chosen) => localStorage.setItem("language_type", chosen), language);
      const faults = await walk(page, server.baseUrl, paths.shell.map((path) => `${ADMIN_BASE}${path}`), language);
      await context.close();
      faults.push(...(await walkPublic(journey.browser, server.baseUrl, paths.public.map((path) => `${ADMIN_BASE}${path}`), language)));
      expect(faults).toEqual([]);
    }, 240_000);
  }
});

/** Pages outside the shell, signed out, in a language chosen before the first page loads. */
async function walkPublic(browser: Browser, baseUrl: string, paths: string[], language: Language): Promise<string[]> {
  const context = await newContext(browser, language);
  await context.addInitScript((chosen) => localStorage.setItem("language_type", chosen), language);
  const page = await context.newPage();
  // The invitation page with a link of the right shape (an unknown one still draws the form).
  const faults = await walk(page, baseUrl, paths.map((path) => (path.endsWith("/invite") ? `${path}?token=${"x".repeat(43)}` : path)), language);
  await context.close();
  return faults;
}
