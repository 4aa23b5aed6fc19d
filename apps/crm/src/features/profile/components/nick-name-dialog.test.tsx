import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { openProfileDialog, storeSignedInUser, userInfoFixture } from "../test/open-profile-dialog.ts";

/** The home page behind the dialog loads its own figures: only the profile's calls count here. */
const isProfileCall = (call: { url: string }) => call.url.startsWith("/api/v1/user/");

async function openDialog() {
  storeSignedInUser();
  const rendered = renderApp("/CRM/homePage");
  const dialog = await openProfileDialog(rendered.user, "修改昵称");
  return { ...rendered, dialog, field: within(dialog).getByLabelText("昵称") };
}

describe("nickname dialog", () => {
  it("starts with the current nickname and checks it before calling the server", async () => {
    const api = mockApi(crmApi);
    const { user, dialog, field } = await openDialog();
    expect(field).toHaveValue("运营小王");

    await user.clear(field);
    await user.type(field, "   {Enter}");
    expect(await within(dialog).findByText("请输入昵称")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "好".repeat(21));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("昵称最多20个字符")).toBeInTheDocument();
    expect(within(dialog).queryByText("请输入昵称")).not.toBeInTheDocument();
    expect(api.calls.filter(isProfileCall)).toEqual([]);
  });

  it("saves on Enter, toasts and shows the new name in the header", async () => {
    const renamed = { ...userInfoFixture(null), nickName: "小王的店", name: "小王的店" };
    const api = mockApi(crmApi, { "POST /api/v1/user/updateNickName": ok(renamed, "昵称已修改") });
    const { user, field } = await openDialog();
    await user.clear(field);
    await user.type(field, "  小王的店 {Enter}");

    expect(await screen.findByText("昵称已修改")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.filter(isProfileCall)).toEqual([expect.objectContaining({ method: "POST", url: "/api/v1/user/updateNickName", body: { nickName: "小王的店" } })]);
    expect(screen.getByRole("button", { name: /小王的店/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /运营小王/ })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("userInfo") ?? "{}")).toMatchObject({ nickName: "小王的店", name: "小王的店" });
  });

  it("shows the server's refusal and keeps the dialog and the old name", async () => {
    mockApi(crmApi, { "POST /api/v1/user/updateNickName": fail(500, "服务器开小差了，请稍后再试") });
    const { user, dialog, field } = await openDialog();
    await user.clear(field);
    await user.type(field, "新名字");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("服务器开小差了，请稍后再试");
    expect(field).toHaveValue("新名字");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /运营小王/ })).toBeInTheDocument();
  });
});
