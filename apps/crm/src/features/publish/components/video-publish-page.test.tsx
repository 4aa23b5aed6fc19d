import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { crmStorage } from "../../../shared/api/index.ts";
import { fail, type MockCall } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { mockPublishApi } from "../test/publish-api.ts";

async function openVideoPublish() {
  signIn();
  const rendered = renderApp("/CRM/dataSend/index");
  await screen.findByRole("heading", { level: 1, name: "视频发布" });
  return rendered;
}

const videoFile = (name: string) => new File([new Uint8Array(64)], name, { type: "video/mp4" });

describe("video publish page", () => {
  it("asks for accounts before uploading and says why an account needing reconnecting cannot be chosen", async () => {
    mockPublishApi([]);
    const { container } = await openVideoPublish();
    const blocked = within(await screen.findByRole("list", { name: "不能选择的账号" }));
    expect(blocked.getByText("旧账号")).toBeInTheDocument();
    expect(blocked.getByText("账号授权已失效，请重新授权")).toBeInTheDocument();
    expect(blocked.getByRole("link", { name: "去账号管理重新授权" })).toHaveAttribute("href", "/CRM/accountManage/index");
    expect(screen.queryByRole("checkbox", { name: "旧账号" })).toBeNull();
    expect(screen.getByText("请先选择账号")).toBeInTheDocument();
    expect(container.querySelector("fieldset")).toBeDisabled();
    // Before any video is uploaded the steps still read 1, 2, 3…
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent?.split(".")[0])).toEqual(["1", "2", "3", "4"]);
  });

  it("offers the way to 账号管理 to an operator with no accounts", async () => {
    mockPublishApi([], { accounts: [] });
    await openVideoPublish();
    expect(await screen.findByRole("link", { name: "去账号管理添加账号" })).toHaveAttribute("href", "/CRM/accountManage/index");
  });

  it("uploads a video per account, sends the post with its assignment and options, and opens the new task in the records", async () => {
    const sent: MockCall[] = [];
    mockPublishApi(sent);
    const { user, container } = await openVideoPublish();
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    await user.click(screen.getByRole("checkbox", { name: "狗狗日记" }));
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [videoFile("a.mp4"), videoFile("b.mp4")]);
    expect(await screen.findByRole("table", { name: "视频分配" })).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: /标题/ }));
    await user.paste("秋季新品上市");
    await user.click(await screen.findByRole("radio", { name: "所有人" }));
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(window.location.pathname).toBe("/CRM/dataSend/record"));
    expect(new URLSearchParams(window.location.search).get("open")).toBe("9");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      sendType: "accounts",
      accountIds: [11, 13],
      title: "秋季新品上市",
      mediaIds: [100, 101],
      assignment: [
        { accountId: 11, mediaId: 100 },
        { accountId: 13, mediaId: 101 },
      ],
      options: { privacy: "public", allowComment: false },
    });
  });

  it("names an uploaded file the server refused and says why", async () => {
    mockPublishApi([], { routes: { "POST /api/v1/media/complete": fail(400, "文件内容与类型不符，已删除") } });
    const { user, container } = await openVideoPublish();
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [videoFile("fake.mp4")]);
    expect(await screen.findByText("fake.mp4 上传失败：文件内容与类型不符，已删除")).toBeInTheDocument();
  });

  it("refuses to send without a title and privacy, naming what is missing", async () => {
    mockPublishApi([]);
    const { user } = await openVideoPublish();
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    await user.click(screen.getByRole("button", { name: "发布" }));
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText(/请上传视频/)).toBeInTheDocument();
    expect(alert.getByText(/请输入标题/)).toBeInTheDocument();
  });

  it("asks before leaving while a video is still uploading, and stays when the operator says no", async () => {
    mockPublishApi([]);
    // The storage host never answers: the upload stays in flight.
    (await crmStorage.http()).defaults.adapter = () => new Promise(() => {});
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user, container } = await openVideoPublish();
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [videoFile("slow.mp4")]);
    await user.click(screen.getByRole("link", { name: "发布记录" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("文件还在上传，离开页面会中断上传。确定离开吗？"));
    expect(window.location.pathname).toBe("/CRM/dataSend/index");
    confirm.mockRestore();
  });

  it("marks a target whose text breaks its platform's rules in the confirm table and holds sending until it is fixed", async () => {
    const sent: MockCall[] = [];
    mockPublishApi(sent);
    const { user, container } = await openVideoPublish();
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    await user.click(screen.getByRole("checkbox", { name: "Travel Vlog" }));
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [videoFile("a.mp4"), videoFile("b.mp4")]);
    // Pasted, not typed: each keystroke draws the whole page again (about 0.3 s in jsdom on a busy
    // machine), and what is checked here is the rules on the text, not typing.
    await user.click(await screen.findByRole("textbox", { name: /标题/ }));
    await user.paste("新品 <限时>");
    const broken = await screen.findByRole("list", { name: "Travel Vlog 不符合平台规则" });
    expect(broken).toHaveTextContent("YouTube 标题须为1-100个字符，且不能包含 < 或 >");
    expect(screen.queryByRole("list", { name: "小猫日常 不符合平台规则" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => /1 个目标不符合平台规则，请在发布前确认中查看/.test(alert.textContent ?? ""))).toBe(true));
    expect(sent).toHaveLength(0);

    const title = screen.getByRole("textbox", { name: /标题/ });
    await user.clear(title);
    await user.paste("新品 限时");
    await waitFor(() => expect(screen.queryByRole("list", { name: "Travel Vlog 不符合平台规则" })).toBeNull());
  });
});
