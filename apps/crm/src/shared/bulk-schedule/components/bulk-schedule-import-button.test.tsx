import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountPage, groupList, task, taskPage, tiktokAccount, group } from "../../../features/publish/test/publish-fixtures.ts";
import { crmApi } from "../../api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const LIST = "GET /api/v1/publish/tasks";
const IMPORT = "POST /api/v1/publish/bulk/import";
const base = { "GET /api/v1/accounts": accountPage([tiktokAccount]), "GET /api/v1/account-groups": groupList([group]), "GET /api/v1/publish/bulk/template": { body: new Blob(["template"]) } };
const xlsx = (name: string) => new File(["x"], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

async function openImport() {
  signIn();
  const { user } = renderApp("/CRM/dataSend/record");
  await screen.findByRole("heading", { level: 1, name: "发布记录" });
  await user.click(await screen.findByRole("button", { name: "批量排期导入" }));
  const dialog = within(await screen.findByRole("dialog", { name: "批量排期导入" }));
  const pick = (file: File) => user.upload(dialog.getByLabelText("点击或将文件拖拽到这里上传", { selector: "input" }), file);
  return { user, dialog, pick };
}

describe("批量排期导入 on 发布记录", () => {
  it("offers the template, imports a good file, says how many tasks were created and shows them in the list once closed", async () => {
    let imported = false;
    const api = mockApi(crmApi, {
      ...base,
      [LIST]: () => taskPage(imported ? [task({ id: 8, name: "批量任务" }), task()] : [task()]),
      [IMPORT]: () => {
        imported = true;
        return ok({ hasError: false, errorSize: 0, errorMessages: [], tasks: 20, targets: 20 }, "导入成功");
      },
    });
    const { user, dialog, pick } = await openImport();
    await waitFor(() => expect(dialog.getByRole("link", { name: /下载模板 批量排期导入模板\.xlsx/ })).toHaveAttribute("href", expect.stringMatching(/^blob:|^.+/)));
    await pick(xlsx("排期.xlsx"));
    await waitFor(() => expect(dialog.getByRole("status", { name: "导入状态" })).toHaveTextContent("排期.xlsx上传成功"));
    expect(await screen.findByText("已创建 20 个发布任务，共 20 个发布目标")).toBeInTheDocument();
    expect(api.calls.find((call) => `${call.method} ${call.url}` === IMPORT)?.body).toBeInstanceOf(FormData);
    await user.click(dialog.getByRole("button", { name: "完成" }));
    expect(await screen.findByRole("article", { name: "批量任务" })).toBeInTheDocument();
  });

  it("shows the rows to fix, and the refusals of a file that is not the template or over the plan", async () => {
    let answer = ok({ hasError: true, errorSize: 1, errorMessages: [{ index: 9, fieldName: "标题", originValue: "", customMessage: "请输入标题" }], tasks: 0, targets: 0 }, "录入异常");
    mockApi(crmApi, { ...base, [LIST]: taskPage([task()]), [IMPORT]: () => answer });
    const { dialog, pick } = await openImport();
    await pick(xlsx("bad.xlsx"));
    const table = within(await dialog.findByRole("table", { name: "导入错误明细" }));
    expect(table.getByRole("row", { name: /9 标题 （空） 请输入标题/ })).toBeInTheDocument();

    answer = { status: 422, body: { code: 3, msg: "导入模板文件不符", data: null } };
    await pick(xlsx("wrong.xlsx"));
    expect(await dialog.findByRole("alert")).toHaveTextContent("导入模板文件不符，请上传正确的模板文件！");

    answer = fail(403, "当前套餐额度已用完，请升级套餐");
    await pick(xlsx("over.xlsx"));
    await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent("当前套餐额度已用完，请升级套餐"));
  });
});
