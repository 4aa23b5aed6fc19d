import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { arriveAt, chooseInUserMenu, startJourney, type Journey } from "./journey.ts";

type OutboxEntry = { recipient: string; text: string; createdAt: string };

/** The code in the newest dev-outbox message to a recipient, read the way a developer would. */
async function codeFromOutbox(baseUrl: string, recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const messages = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as OutboxEntry[];
    const code = messages.find((message) => message.recipient === recipient)?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${recipient} in the dev outbox`);
}

function apiGet(baseUrl: string, url: string, token: string) {
  return fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
}

describe.runIf(hasChromium || requireBrowser)("in Chromium against the running server", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("auth");
    ({ server, page } = journey);
  });

  afterAll(async () => {
    await journey?.stop();
  });

  it("registers, signs in and signs out an operator", async () => {
    const email = `e2e-${Date.now().toString(36)}@example.com`;
    const password = "Passw0rd-e2e";

    await page.goto(`${server.baseUrl}/register`);
    await page.getByRole("heading", { level: 1, name: "注册" }).waitFor();
    await page.getByLabel("邮箱", { exact: true }).fill(email);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /s 后重新获取/ }).waitFor();
    const code = await codeFromOutbox(server.baseUrl, email);
    await page.getByLabel("验证码", { exact: true }).fill(code);
    const passwordInput = page.getByLabel("密码", { exact: true });
    expect(await passwordInput.getAttribute("type")).toBe("text");
    await passwordInput.fill(password);
    await page.getByRole("button", { name: "注册", exact: true }).click();

    await arriveAt(page, server, `${server.baseUrl}/login`, "registering");
    await page.getByRole("heading", { level: 1, name: "登录" }).waitFor();
    expect(await page.getByLabel("账号", { exact: true }).inputValue()).toBe(email);
    await page.getByLabel("密码", { exact: true }).fill(password);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText("请勾选隐私政策").waitFor();
    await page.locator("label", { hasText: "我已阅读并同意" }).click({ position: { x: 6, y: 8 } });
    await page.getByRole("button", { name: "登录", exact: true }).click();

    await page.getByText("登录成功!").first().waitFor();
    const offer = page.getByRole("alertdialog", { name: "升级套餐" });
    await offer.waitFor();
    await offer.getByRole("button", { name: "暂不升级" }).click();
    await arriveAt(page, server, `${server.baseUrl}/CRM/dataSend/index`, "declining the upgrade offer");
    await page.getByRole("heading", { level: 1, name: "视频发布" }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem("tokenValue"));
    const userInfo = await page.evaluate(() => JSON.parse(sessionStorage.getItem("userInfo") ?? "null"));
    expect(token).toBeTruthy();
    expect(userInfo).toMatchObject({ email, plan: "free", personPosition: [] });
    expect((await apiGet(server.baseUrl, "/api/v1/user/getUserInfo", token!)).status).toBe(200);

    // A new tab shares local storage (the token) but starts with empty session storage: the header
    // still names the operator, loaded from the server.
    const newTab = await page.context().newPage();
    await newTab.goto(`${server.baseUrl}/CRM/homePage`);
    await newTab.getByRole("button", { name: new RegExp(email.split("@")[0]!) }).waitFor();
    expect(await newTab.getByRole("button", { name: /未登录/ }).count()).toBe(0);
    await newTab.close();

    await chooseInUserMenu(page, server, new RegExp(email.split("@")[0]!), "退出登录", `${server.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem("tokenValue"))).toBeNull();
    // The server revoked the token: it opens nothing any more.
    expect((await apiGet(server.baseUrl, "/api/v1/user/getUserInfo", token!)).status).toBe(401);

    // Protected pages send a signed-out visitor to the login page.
    await page.goto(`${server.baseUrl}/CRM/homePage`);
    await arriveAt(page, server, `${server.baseUrl}/login`, "opening a protected page signed out");
  });

  it("signs the seeded administrator in to the back-office", async () => {
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByRole("heading", { level: 1, name: "管理员登录" }).waitFor();
    await page.getByLabel("邮箱", { exact: true }).fill("admin@example.com");
    await page.getByLabel("密码", { exact: true }).fill("Admin1234");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await arriveAt(page, server, `${server.baseUrl}/admin/users`, "signing the administrator in");
    await page.getByRole("heading", { level: 1, name: "用户管理" }).waitFor();
    const session = await page.evaluate(() => ({
      allToken: sessionStorage.getItem("allToken"),
      adminAccount: sessionStorage.getItem("adminAccount"),
      loginDeptType: sessionStorage.getItem("loginDeptType"),
    }));
    expect(session).toMatchObject({ adminAccount: "admin@example.com", loginDeptType: "admin" });
    // An administrator token does not open the operators' API.
    expect((await apiGet(server.baseUrl, "/api/v1/user/getUserInfo", session.allToken!)).status).toBe(401);

    // A new tab (or a restarted browser) keeps the administrator signed in, as the CRM does.
    const newTab = await page.context().newPage();
    await newTab.goto(`${server.baseUrl}/admin/files`);
    await newTab.getByRole("heading", { level: 1, name: "文件管理" }).waitFor();
    await newTab.getByRole("button", { name: /admin@example.com/ }).waitFor();
    expect(await newTab.evaluate(() => sessionStorage.getItem("allToken"))).toBe(session.allToken);
    await newTab.close();
  });
});
