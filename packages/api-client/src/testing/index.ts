export { fail, mockApi, okReply, type MockCall, type MockReply, type MockRoutes } from "./mock-api.ts";
