import type { PublishDraftContent } from "@cdp/contracts";
import { EMPTY_TIKTOK_OPTIONS } from "@cdp/ui/publish-options-panel";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, type MockCall, type MockRoutes } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { task } from "../test/publish-fixtures.ts";
import { mockPublishApi } from "../test/publish-api.ts";

const SAVED_AT = "2026-11-27T14:31:00.000Z";

/** The drafts API in memory: one operator's drafts, ids from 5. */
function draftsApi(initial: { id: number; content: PublishDraftContent; missing?: { accountIds: string[]; mediaIds: number[] } }[] = []) {
  const drafts = new Map(initial.map((draft) => [draft.id, draft]));
  const deleted: number[] = [];
  const opened: number[] = [];
  const saves: PublishDraftContent[] = [];
  const summary = (id: number, content: PublishDraftContent) => ({
    id,
    kind: content.kind,
    title: content.title,
    accountCount: content.accountIds.length,
    mediaCount: content.kind === "video" ? content.videos.length : content.images.length,
    updatedAt: SAVED_AT,
  });
  const routes = (): MockRoutes => {
    const table: MockRoutes = {
      "GET /api/v1/publish/drafts": () => ok({ list: [...drafts.values()].map((draft) => summary(draft.id, draft.content)) }),
      "POST /api/v1/publish/drafts": (body) => {
        const { content } = body as { content: PublishDraftContent };
        saves.push(content);
        drafts.set(5, { id: 5, content });
        return ok({ id: 5, updatedAt: SAVED_AT });
      },
    };
    for (const id of [5, ...drafts.keys()]) {
      table[`GET /api/v1/publish/drafts/${id}`] = () => {
        const draft = drafts.get(id)!;
        opened.push(id);
        return ok({ id, content: draft.content, updatedAt: SAVED_AT, missing: draft.missing ?? { accountIds: [], mediaIds: [] } });
      };
      table[`PUT /api/v1/publish/drafts/${id}`] = (body) => {
        const { content } = body as { content: PublishDraftContent };
        saves.push(content);
        drafts.set(id, { id, content });
        return ok({ id, updatedAt: SAVED_AT });
      };
      table[`DELETE /api/v1/publish/drafts/${id}`] = () => {
        deleted.push(id);
        drafts.delete(id);
        return ok(null);
      };
    }
    return table;
  };
  return { routes, saves, deleted, opened };
}

const videoFile = (name: string) => new File([new Uint8Array(64)], name, { type: "video/mp4" });

/** A saved video draft for account 11 with a title and nothing uploaded yet. */
const videoDraft = (title: string): PublishDraftContent => ({
  kind: "video",
  accountIds: ["11"],
  groupId: null,
  title,
  description: "",
  tiktok: EMPTY_TIKTOK_OPTIONS,
  timing: { intervalMinutes: 10, intervalSeconds: 0, jitterSeconds: 0, start: "now", startAt: "" },
  videos: [],
  rows: [],
  thumbnail: null,
  youtube: { privacyStatus: null, tags: [] },
});

async function openVideoPublish(path = "/CRM/dataSend/index") {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "视频发布" });
  return rendered;
}

describe("publish drafts", () => {
  it("saves the work as a draft as the operator goes and reopens it after a reload", async () => {
    const drafts = draftsApi();
    mockPublishApi([], { routes: drafts.routes() });
    const first = await openVideoPublish();
    await first.user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    await first.user.type(screen.getByRole("textbox", { name: /标题/ }), "周末上新");
    await waitFor(() => expect(drafts.saves.at(-1)).toMatchObject({ kind: "video", accountIds: ["11"], title: "周末上新" }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("draft")).toBe("5"));
    expect(await screen.findByText(/草稿已保存/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "草稿箱（1）" })).toBeInTheDocument();
    first.unmount();

    // A reload keeps ?draft=5: the same form comes back.
    mockPublishApi([], { routes: drafts.routes() });
    await openVideoPublish(`/CRM/dataSend/index?draft=5`);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "小猫日常" })).toBeChecked());
    expect(screen.getByRole("textbox", { name: /标题/ })).toHaveValue("周末上新");
    expect(screen.queryByRole("status", { name: /未完成的草稿/ })).toBeNull();
  });

  it("keeps saving a reopened draft as the operator finishes it, and deletes it once the post is sent", async () => {
    const content = videoDraft("周末上新");
    const drafts = draftsApi([{ id: 5, content }]);
    const sent: MockCall[] = [];
    mockPublishApi(sent, { routes: drafts.routes() });
    const { user, container } = await openVideoPublish(`/CRM/dataSend/index?draft=5`);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "小猫日常" })).toBeChecked());
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [videoFile("a.mp4")]);
    await user.click(await screen.findByRole("radio", { name: "所有人" }));
    await waitFor(() => expect(drafts.saves.at(-1)).toMatchObject({ title: "周末上新", videos: [{ mediaId: 100, fileName: "a.mp4" }], tiktok: { privacyLevel: "PUBLIC_TO_EVERYONE" } }));
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(window.location.pathname).toBe("/CRM/dataSend/record"));
    expect(sent).toHaveLength(1);
    expect(drafts.deleted).toEqual([5]);
  });

  it("keeps typing on after the first save: the line reads 正在保存草稿… until the change is saved, and the screen never reloads its own new draft over the form", async () => {
    const drafts = draftsApi();
    mockPublishApi([], { routes: drafts.routes() });
    const page = await openVideoPublish();
    const title = screen.getByRole("textbox", { name: /标题/ });
    await page.user.type(title, "周末");
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("draft")).toBe("5"));
    expect(await screen.findByText(/草稿已保存/)).toBeInTheDocument();
    await page.user.type(title, "上新");
    // Until the change is saved, the line does not vouch for it.
    expect(screen.getByText("正在保存草稿…")).toBeInTheDocument();
    await waitFor(() => expect(drafts.saves.at(-1)).toMatchObject({ title: "周末上新" }));
    expect(await screen.findByText(/草稿已保存/)).toBeInTheDocument();
    expect(title).toHaveValue("周末上新");
    expect(drafts.opened).toEqual([]);
  });

  it("offers the last draft on opening the screen, and names what is gone since it was saved", async () => {
    const content: PublishDraftContent = {
      kind: "video",
      accountIds: ["11", "99"],
      groupId: null,
      title: "双十二预热",
      description: "",
      tiktok: EMPTY_TIKTOK_OPTIONS,
      timing: { intervalMinutes: 10, intervalSeconds: 0, jitterSeconds: 0, start: "now", startAt: "" },
      videos: [{ mediaId: 300, fileName: "旧视频.mp4", exportFile: "https://storage.test/u/1/old.mp4", type: "video", fileSize: 64 }],
      rows: [],
      thumbnail: null,
      youtube: { privacyStatus: null, tags: [] },
    };
    const drafts = draftsApi([{ id: 7, content, missing: { accountIds: ["99"], mediaIds: [300] } }]);
    mockPublishApi([], { routes: drafts.routes() });
    const { user } = await openVideoPublish();
    expect(await screen.findByText("你有一份未完成的草稿")).toBeInTheDocument();
    expect(screen.getByText(/最近一份：「双十二预热」/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "继续编辑" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "小猫日常" })).toBeChecked());
    expect(screen.getByRole("textbox", { name: /标题/ })).toHaveValue("双十二预热");
    const notice = within(screen.getByText("草稿中有些内容已不可用，已从表单中移除").closest<HTMLElement>("[role=alert]")!);
    expect(notice.getByText("1 个账号已解绑或不再可用")).toBeInTheDocument();
    expect(notice.getByText("已删除的文件：旧视频.mp4")).toBeInTheDocument();
    expect(screen.queryByText("你有一份未完成的草稿")).toBeNull();
    expect(new URLSearchParams(window.location.search).get("draft")).toBe("7");
    expect(drafts.opened).toEqual([7]);
  });

  it("keeps what was typed before another draft is opened: the form is saved first as its own draft", async () => {
    const content = videoDraft("双十二预热");
    const drafts = draftsApi([{ id: 7, content }]);
    mockPublishApi([], { routes: drafts.routes() });
    const { user } = await openVideoPublish();
    expect(await screen.findByText("你有一份未完成的草稿")).toBeInTheDocument();
    // Typing makes the form a draft of its own once saved, and the offer gives way to 草稿箱.
    const title = screen.getByRole("textbox", { name: /标题/ });
    await user.type(title, "新想法");
    await waitFor(() => expect(screen.queryByText("你有一份未完成的草稿")).toBeNull());
    expect(drafts.saves.at(-1)).toMatchObject({ title: "新想法" });
    // A change made just before opening another draft is saved first, not lost with the form.
    await user.type(title, "二");
    await user.click(screen.getByRole("button", { name: /草稿箱/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "草稿箱" })).getByRole("button", { name: "打开草稿「双十二预热」" }));
    await waitFor(() => expect(title).toHaveValue("双十二预热"));
    expect(drafts.saves.at(-1)).toMatchObject({ title: "新想法二" });
    expect(drafts.opened).toEqual([7]);
  });

  it("reopens an image-set draft with its images in order and its cover, and sends them so", async () => {
    const image = (mediaId: number, fileName: string) => ({ mediaId, fileName, exportFile: `https://storage.test/u/1/${fileName}`, imgUrl: `https://storage.test/u/1/${fileName}`, type: "image" as const, fileSize: 16 });
    const content: PublishDraftContent = {
      kind: "photo",
      accountIds: ["11"],
      groupId: null,
      title: "周末穿搭",
      description: "",
      tiktok: { ...EMPTY_TIKTOK_OPTIONS, privacyLevel: "PUBLIC_TO_EVERYONE" },
      timing: { intervalMinutes: 0, intervalSeconds: 0, jitterSeconds: 0, start: "now", startAt: "" },
      images: [image(301, "two.png"), image(300, "one.png")],
      coverIndex: 1,
    };
    const drafts = draftsApi([{ id: 8, content }]);
    const sent: MockCall[] = [];
    mockPublishApi([], {
      routes: {
        ...drafts.routes(),
        "POST /api/v1/publish/tasks/photo": (body) => {
          sent.push({ method: "POST", url: "/api/v1/publish/tasks/photo", body, headers: {} });
          return ok({ tasks: [{ ...task({ id: 21, type: "SEND_CONTENT" }) }] });
        },
      },
    });
    signIn();
    const { user } = renderApp("/CRM/dataSend/batch?draft=8");
    await screen.findByRole("heading", { level: 1, name: "图文发布" });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "小猫日常" })).toBeChecked());
    expect(within(await screen.findByRole("listitem", { name: "第 2 张：one.png" })).getByText("封面")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(window.location.pathname).toBe("/CRM/dataSend/record"));
    expect(sent[0]?.body).toMatchObject({ accountIds: [11], title: "周末穿搭", imageMediaIds: [301, 300], coverIndex: 1, options: { privacy: "public" } });
    expect(drafts.deleted).toEqual([8]);
  });
});
