import type { MediaLibraryItem } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, type MockCall } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { mockPublishApi } from "../test/publish-api.ts";

const stored = (id: number, fileName: string, type: "video" | "image"): MediaLibraryItem => ({
  id,
  fileName,
  key: `u/1/${id}=-=${fileName}`,
  url: `https://storage.test/u/1/${id}=-=${fileName}`,
  type,
  mime: type === "video" ? "video/mp4" : "image/png",
  fileSize: 4096,
  width: null,
  height: null,
  durationSeconds: type === "video" ? 12 : null,
  createdAt: "2026-11-20T08:00:00.000Z",
  usedBy: 0,
  activeUses: 0,
});

describe("从素材库选择 on the publish screens", () => {
  it("视频发布 takes library videos as if just uploaded: they are assigned and sent by their media ids", async () => {
    const sent: MockCall[] = [];
    const api = mockPublishApi(sent, { routes: { "GET /api/v1/media/list": ok({ list: [stored(7, "旧视频一.mp4", "video"), stored(8, "旧视频二.mp4", "video")], total: 2 }) } });
    signIn();
    const { user } = renderApp("/CRM/dataSend/index");
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    await user.click(screen.getByRole("checkbox", { name: "狗狗日记" }));
    await user.click(screen.getByRole("button", { name: "从素材库选择" }));
    const dialog = within(await screen.findByRole("dialog", { name: "从素材库选择视频" }));
    await user.click(await dialog.findByRole("checkbox", { name: "旧视频一.mp4" }));
    await user.click(dialog.getByRole("checkbox", { name: "旧视频二.mp4" }));
    await user.click(dialog.getByRole("button", { name: "选择（2）" }));
    const listCall = api.calls.find((call) => call.url === "/api/v1/media/list");
    expect(listCall?.params).toMatchObject({ type: "video", page: 1 });

    expect(await screen.findByRole("table", { name: "视频分配" })).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: /标题/ }));
    await user.paste("老视频再发一次");
    await user.click(await screen.findByRole("radio", { name: "所有人" }));
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ mediaIds: [7, 8], assignment: [{ accountId: 11, mediaId: 7 }, { accountId: 13, mediaId: 8 }] });
  });

  it("图文发布 offers only images, and a file already in the form is not added twice", async () => {
    const api = mockPublishApi([], { routes: { "GET /api/v1/media/list": ok({ list: [stored(5, "海报.png", "image")], total: 1 }) } });
    signIn();
    const { user } = renderApp("/CRM/dataSend/batch");
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    for (let round = 0; round < 2; round += 1) {
      await user.click(screen.getByRole("button", { name: "从素材库选择" }));
      const dialog = within(await screen.findByRole("dialog", { name: "从素材库选择图片" }));
      const card = await dialog.findByRole("checkbox", { name: "海报.png" });
      if (round === 0) {
        await user.click(card);
        await user.click(dialog.getByRole("button", { name: "选择（1）" }));
      } else {
        expect(card).toBeChecked();
        expect(card).toBeDisabled();
        await user.click(dialog.getByRole("button", { name: "取消" }));
      }
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect(api.calls.filter((call) => call.url === "/api/v1/media/list").every((call) => call.params?.type === "image")).toBe(true);
    expect(screen.getAllByText("海报.png")).toHaveLength(1);
  });
});
