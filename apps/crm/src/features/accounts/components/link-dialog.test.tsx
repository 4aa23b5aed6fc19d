import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { mockApi, ok, type MockReply } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { platformConsent } from "../hooks/platform-consent.ts";
import { accountPage, groupList, linkSession, tiktokAccount, youtubeAccount } from "../test/account-fixtures.ts";

const LIST = "GET /api/v1/accounts";
const GROUPS = "GET /api/v1/account-groups";
const START = "POST /api/v1/accounts/link";
const STATUS = "GET /api/v1/accounts/link/lnk_1";
const POLL_WAIT = { timeout: 4000 };

async function openLinkDialog() {
  signIn();
  const rendered = renderApp("/CRM/accountManage/index");
  await rendered.user.click(await screen.findByRole("button", { name: "添加账号" }));
  const dialog = within(await screen.findByRole("dialog", { name: "添加账号" }));
  return { ...rendered, dialog };
}

/** Answers the status polls in order, repeating the last one. */
function sequence(...replies: MockReply[]) {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)] as MockReply;
}

beforeEach(() => {
  vi.spyOn(platformConsent, "open").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("link dialog", () => {
  it("browser method: starts the link and sends the browser to the platform", async () => {
    const api = mockApi(crmApi, {
      [LIST]: accountPage([]),
      [GROUPS]: groupList([]),
      [START]: ok(linkSession({ method: "redirect", platform: "youtube", authUrl: "https://accounts.example/o/oauth2?state=s1", qrContent: null })),
    });
    const { user, dialog } = await openLinkDialog();
    await user.click(dialog.getByRole("radio", { name: "YouTube" }));
    expect(dialog.getByRole("radio", { name: /浏览器授权/ })).toBeChecked();
    await user.click(dialog.getByRole("button", { name: "开始授权" }));
    await waitFor(() => expect(platformConsent.open).toHaveBeenCalledWith("https://accounts.example/o/oauth2?state=s1"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ platform: "youtube", method: "redirect" });
  });

  it("QR method: shows the code and the device code, polls, and closes once linked", async () => {
    let list = [youtubeAccount];
    const session = linkSession({ userCode: "WXYZ-1234", verificationUrl: "https://sandbox.example/device" });
    mockApi(crmApi, {
      [LIST]: () => accountPage(list),
      [GROUPS]: groupList([]),
      [START]: ok(session),
      [STATUS]: sequence(ok({ ...session, status: "scanned" }), ok({ ...session, status: "linked", account: tiktokAccount })),
    });
    const { user, dialog } = await openLinkDialog();
    await user.click(dialog.getByRole("radio", { name: /扫码授权/ }));
    await user.click(dialog.getByRole("button", { name: "开始授权" }));

    expect(await dialog.findByRole("img", { name: "TikTok 授权二维码" })).toBeInTheDocument();
    expect(dialog.getByText("WXYZ-1234")).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: "在新窗口中打开" })).toHaveAttribute("href", "https://sandbox.example/device");
    expect(dialog.getByRole("status")).toHaveTextContent("等待扫码");
    expect(dialog.getByText(/二维码将在 \d:\d\d 后过期/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "复制" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe("WXYZ-1234");
    expect(screen.getByText("已复制")).toBeInTheDocument();

    expect(await dialog.findByText("已扫码，请在手机上确认", {}, POLL_WAIT)).toBeInTheDocument();
    list = [tiktokAccount, youtubeAccount];
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), POLL_WAIT);
    expect(screen.getByText("账号授权成功")).toBeInTheDocument();
    // The list was reloaded with the new account.
    expect(await screen.findByRole("row", { name: /小猫日常/ })).toBeInTheDocument();
  });

  it("QR method: an expired code offers 重新获取, which starts a new link", async () => {
    let round = 0;
    const api = mockApi(crmApi, {
      [LIST]: accountPage([tiktokAccount]),
      [GROUPS]: groupList([]),
      [START]: () => {
        round += 1;
        return ok(linkSession({ linkId: `lnk_${round}`, qrContent: `https://sandbox.example/tiktok/scan/lnk_${round}` }));
      },
      [STATUS]: ok(linkSession({ status: "expired" })),
      "GET /api/v1/accounts/link/lnk_2": ok(linkSession({ linkId: "lnk_2" })),
    });
    const { user, dialog } = await openLinkDialog();
    await user.click(dialog.getByRole("radio", { name: /扫码授权/ }));
    await user.click(dialog.getByRole("button", { name: "开始授权" }));
    expect(await dialog.findByText("二维码已过期", {}, POLL_WAIT)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "重新获取" }));
    expect(await dialog.findByText("等待扫码")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST" && call.url === "/api/v1/accounts/link")).toHaveLength(2);
  });

  it("stops polling when the dialog is closed", async () => {
    const api = mockApi(crmApi, {
      [LIST]: accountPage([tiktokAccount]),
      [GROUPS]: groupList([]),
      [START]: ok(linkSession()),
      [STATUS]: ok(linkSession()),
    });
    const { user, dialog } = await openLinkDialog();
    await user.click(dialog.getByRole("radio", { name: /扫码授权/ }));
    await user.click(dialog.getByRole("button", { name: "开始授权" }));
    await dialog.findByRole("img", { name: "TikTok 授权二维码" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const polls = () => api.calls.filter((call) => call.url === "/api/v1/accounts/link/lnk_1").length;
    const afterClose = polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(afterClose);
  });

  it("a plan limit (4030) opens the upgrade prompt, which leads to 权限管理", async () => {
    mockApi(crmApi, {
      [LIST]: accountPage([tiktokAccount], 1),
      [GROUPS]: groupList([]),
      [START]: { status: 403, body: { code: 4030, msg: "当前套餐最多绑定1个账号，请升级套餐后继续绑定", data: null } },
    });
    const { user, dialog } = await openLinkDialog();
    await user.click(dialog.getByRole("button", { name: "开始授权" }));
    const prompt = within(await screen.findByRole("alertdialog", { name: "升级套餐" }));
    expect(prompt.getByText("当前套餐最多绑定1个账号，请升级套餐后继续绑定")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "添加账号" })).not.toBeInTheDocument();
    await user.click(prompt.getByRole("button", { name: "去升级" }));
    await waitFor(() => expect(window.location.pathname).toBe("/CRM/permissionManage"));
  });

  it("重新授权 opens the dialog on the account's platform", async () => {
    mockApi(crmApi, { [LIST]: accountPage([youtubeAccount]), [GROUPS]: groupList([]) });
    signIn();
    const { user } = renderApp("/CRM/accountManage/index");
    await user.click(await screen.findByRole("button", { name: "重新授权 Travel Vlog" }));
    const dialog = within(await screen.findByRole("dialog", { name: "重新授权" }));
    expect(dialog.getByRole("radio", { name: "YouTube" })).toBeChecked();
  });
});
