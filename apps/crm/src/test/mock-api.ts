import { okReply } from "@cdp/api-client/testing";

export { fail, mockApi, type MockCall, type MockReply, type MockRoutes } from "@cdp/api-client/testing";
export const ok = okReply({ code: 0, msg: "ok" });
