import { expect, test } from "vitest";
import { filterAccounts, selectAllState, toggleAll, toggleOne, type PickerAccount } from "./account-selection";

const accounts: PickerAccount[] = [
  { id: "a", name: "TravelWithLin", nickname: "旅行主号", platform: "tiktok" },
  { id: "b", name: "Lin Cooks", platform: "youtube" },
  { id: "c", name: "daily_tech", nickname: "科技小号", platform: "tiktok" },
];

test("search matches name or nickname, ignoring case and surrounding spaces", () => {
  expect(filterAccounts(accounts, "  lin ").map((a) => a.id)).toEqual(["a", "b"]);
  expect(filterAccounts(accounts, "小号").map((a) => a.id)).toEqual(["c"]);
  expect(filterAccounts(accounts, "").map((a) => a.id)).toEqual(["a", "b", "c"]);
  expect(filterAccounts(accounts, "nobody")).toEqual([]);
});

test("select-all state: none, some (indeterminate) or all of the visible ids", () => {
  expect(selectAllState(["a", "b"], [])).toBe(false);
  expect(selectAllState(["a", "b"], ["c"])).toBe(false);
  expect(selectAllState(["a", "b"], ["b"])).toBe("indeterminate");
  expect(selectAllState(["a", "b"], ["b", "a", "c"])).toBe(true);
  expect(selectAllState([], ["a"])).toBe(false);
});

test("select-all adds the missing visible ids, keeping hidden selections", () => {
  expect(toggleAll(["a", "b"], ["c", "b"])).toEqual(["c", "b", "a"]);
});

test("select-all with everything visible selected removes only the visible ids", () => {
  expect(toggleAll(["a", "b"], ["a", "c", "b"])).toEqual(["c"]);
});

test("one checkbox adds or removes its id once", () => {
  expect(toggleOne(["a"], "b", true)).toEqual(["a", "b"]);
  expect(toggleOne(["a", "b"], "b", true)).toEqual(["a", "b"]);
  expect(toggleOne(["a", "b"], "a", false)).toEqual(["b"]);
});
