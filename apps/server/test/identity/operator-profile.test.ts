import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, loginOperator, registerOperator, uniqueEmail, uniqueIp } from "./helpers.ts";

const UPDATE = "/api/v1/user/updateNickName";
const USER_INFO = "/api/v1/user/getUserInfo";

describe.each(testDrivers)("operator nickname on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const api = (token?: string) => callerOf(runtime, { ip: uniqueIp(), ...(token ? { token } : {}) });

  async function newOperator(label: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(label);
    await registerOperator(runtime, email);
    return { email, token: await loginOperator(runtime, email, "Passw0rd") };
  }

  it("changes the nickname, trimmed, and the display name with it", async () => {
    const { email, token } = await newOperator("nick");
    const before = (await api(token).get(USER_INFO)).json().data;
    expect(before).toMatchObject({ nickName: "", name: email.split("@")[0] });

    const response = await api(token).post(UPDATE, { nickName: "  小明的店铺  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: "昵称已修改",
      data: { id: before.id, email, nickName: "小明的店铺", name: "小明的店铺" },
    });

    const after = (await api(token).get(USER_INFO)).json().data;
    expect(after).toMatchObject({ nickName: "小明的店铺", name: "小明的店铺" });
  });

  it("accepts exactly 20 characters and refuses 21, and refuses a blank nickname, in zh-CN and en", async () => {
    const { token } = await newOperator("nick-rules");
    const twenty = "好".repeat(20);
    expect((await api(token).post(UPDATE, { nickName: twenty })).json().data.name).toBe(twenty);

    const blank = await api(token).post(UPDATE, { nickName: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ msg: "请输入昵称", errors: [{ field: "body.nickName", message: "请输入昵称" }] });
    const tooLong = await api(token).post(UPDATE, { nickName: "好".repeat(21) });
    expect(tooLong.json()).toMatchObject({ msg: "昵称最多20个字符", errors: [{ field: "body.nickName", message: "昵称最多20个字符" }] });
    const missing = await api(token).post(UPDATE, {});
    expect(missing.json().errors).toEqual([{ field: "body.nickName", message: "请输入昵称" }]);

    const english = api(token).as({ language: "en" });
    expect((await english.post(UPDATE, { nickName: "" })).json().msg).toBe("Please enter a nickname");
    expect((await english.post(UPDATE, { nickName: "x".repeat(21) })).json().msg).toBe(
      "The nickname can have at most 20 characters",
    );
    expect((await english.post(UPDATE, { nickName: "Shop" })).json().msg).toBe("Nickname changed");

    // The refused attempts left the last accepted nickname in place.
    expect((await api(token).get(USER_INFO)).json().data.nickName).toBe("Shop");
  });

  it("refuses a caller without a token", async () => {
    const response = await api().post(UPDATE, { nickName: "Ghost" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: "登录已失效，请重新登录" });
  });

  it("only ever changes the caller's own nickname", async () => {
    const alice = await newOperator("alice");
    const bob = await newOperator("bob");
    await api(bob.token).post(UPDATE, { nickName: "Bob" });
    const bobId = (await api(bob.token).get(USER_INFO)).json().data.id;

    const response = await api(alice.token).post(UPDATE, { nickName: "Not Bob", id: bobId, userId: bobId });
    expect(response.json().data).toMatchObject({ email: alice.email, nickName: "Not Bob" });
    expect((await api(bob.token).get(USER_INFO)).json().data).toMatchObject({ email: bob.email, nickName: "Bob", name: "Bob" });
  });
});
