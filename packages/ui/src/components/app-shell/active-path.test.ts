import { expect, test } from "vitest";
import { findActiveKey } from "./active-path";
import type { AppShellMenuItem } from "./types";

const menu: AppShellMenuItem[] = [
  { key: "home", label: "首页", path: "/" },
  { key: "analysis", label: "数据分析", path: "/CRM/homePage" },
  {
    key: "publish",
    label: "发布",
    children: [
      { key: "video", label: "视频发布", path: "/CRM/dataSend/index" },
      { key: "record", label: "发布记录", path: "/CRM/dataSend/record" },
    ],
  },
  { key: "send", label: "发布", path: "/CRM/dataSend" },
];

test("an exact match wins, also inside a group", () => {
  expect(findActiveKey(menu, "/CRM/dataSend/record")).toBe("record");
  expect(findActiveKey(menu, "/")).toBe("home");
});

test("otherwise the deepest whole-segment prefix wins", () => {
  expect(findActiveKey(menu, "/CRM/dataSend/record/42")).toBe("record");
  expect(findActiveKey(menu, "/CRM/dataSend/batch")).toBe("send");
  expect(findActiveKey(menu, "/CRM/dataSendX")).toBe("home");
  expect(findActiveKey(menu, "/CRM/homePageX")).toBe("home");
});

test("trailing slashes, queries and hashes are ignored", () => {
  expect(findActiveKey(menu, "/CRM/homePage/?tab=week#top")).toBe("analysis");
});

test("nothing matches when no path is a prefix", () => {
  expect(findActiveKey(menu.slice(1), "/admin/users")).toBeUndefined();
});
