import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { openProfileDialog, storeSignedInUser, userInfoFixture } from "../test/open-profile-dialog.ts";

/** The home page behind the dialog loads its own figures: only the profile's calls count here. */
const isProfileCall = (call: { url: string }) => call.url.startsWith("/api/v1/user/");

async function openDialog(phone: string | null = null) {
  storeSignedInUser(phone);
  const rendered = renderApp("/CRM/homePage");
  const dialog = await openProfileDialog(rendered.user, phone ? "更换手机号" : "绑定手机号");
  return { ...rendered, dialog };
}

describe("bind phone dialog", () => {
  it("uses the spec's messages before calling the server", async () => {
    const api = mockApi(crmApi);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText("绑定后可使用手机号和验证码登录。")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByText("请输入手机号")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("手机号"), "12812345678");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByText("请输入正确的手机号")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("手机号"));
    await user.type(within(dialog).getByLabelText("手机号"), "13800138000");
    await user.click(within(dialog).getByRole("button", { name: "确认绑定" }));
    expect(await within(dialog).findByText("请输入手机验证码")).toBeInTheDocument();
    expect(within(dialog).queryByText("请输入正确的手机号")).not.toBeInTheDocument();
    expect(api.calls.filter(isProfileCall)).toEqual([]);
  });

  it("shows the server's refusal of the number", async () => {
    mockApi(crmApi, { "POST /api/v1/user/sendBindPhoneSmsCode": fail(409, "该手机号已绑定其他账号") });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("手机号"), "13800138000");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("该手机号已绑定其他账号");
    expect(within(dialog).getByRole("button", { name: "获取验证码" })).toBeInTheDocument();
  });

  it("texts a code with the countdown, binds the number and shows it from the refreshed user info", async () => {
    const api = mockApi(crmApi, {
      "POST /api/v1/user/sendBindPhoneSmsCode": ok(null, "验证码已发送"),
      "POST /api/v1/user/bindPhone": (body) =>
        (body as { code: string }).code === "123456" ? ok(null, "保存成功") : fail(400, "验证码错误"),
      "GET /api/v1/user/getUserInfo": ok(userInfoFixture("13800138000")),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("手机号"), "13800138000");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    const countdown = await within(dialog).findByRole("button", { name: "60s 后重新获取" });
    expect(countdown).toHaveAttribute("aria-disabled", "true");
    await user.click(countdown);
    expect(api.calls.filter(isProfileCall).filter((call) => call.url === "/api/v1/user/sendBindPhoneSmsCode")).toEqual([
      expect.objectContaining({ method: "POST", body: { phone: "13800138000" } }),
    ]);

    await user.type(within(dialog).getByLabelText("验证码"), "111111");
    await user.click(within(dialog).getByRole("button", { name: "确认绑定" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("验证码错误");

    await user.clear(within(dialog).getByLabelText("验证码"));
    await user.type(within(dialog).getByLabelText("验证码"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByText("手机号绑定成功")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.filter(isProfileCall).at(-2)).toMatchObject({ url: "/api/v1/user/bindPhone", body: { phone: "13800138000", code: "123456" } });
    expect(api.calls.filter(isProfileCall).at(-1)).toMatchObject({ method: "GET", url: "/api/v1/user/getUserInfo" });
    expect(JSON.parse(sessionStorage.getItem("userInfo") ?? "{}")).toMatchObject({ phone: "13800138000" });

    const reopened = await openProfileDialog(user, "更换手机号");
    expect(within(reopened).getByText("当前绑定的手机号：13800138000")).toBeInTheDocument();
    expect(within(reopened).getByLabelText("手机号")).toHaveValue("");
  });
});
