import { describe, expect, it } from "vitest";
import { ariaSort, nextSort, pageSizeChoices } from "./sort";

describe("nextSort", () => {
  it("starts an unsorted column ascending", () => {
    expect(nextSort(undefined, "views")).toEqual({ key: "views", direction: "asc" });
  });
  it("goes from ascending to descending to unsorted", () => {
    expect(nextSort({ key: "views", direction: "asc" }, "views")).toEqual({ key: "views", direction: "desc" });
    expect(nextSort({ key: "views", direction: "desc" }, "views")).toBeUndefined();
  });
  it("starts another column ascending, whatever the current one", () => {
    expect(nextSort({ key: "views", direction: "desc" }, "likes")).toEqual({ key: "likes", direction: "asc" });
  });
});

describe("ariaSort", () => {
  it("names the direction of the sorted column only", () => {
    expect(ariaSort({ key: "views", direction: "asc" }, "views")).toBe("ascending");
    expect(ariaSort({ key: "views", direction: "desc" }, "views")).toBe("descending");
    expect(ariaSort({ key: "views", direction: "desc" }, "likes")).toBeUndefined();
    expect(ariaSort(undefined, "likes")).toBeUndefined();
  });
});

describe("pageSizeChoices", () => {
  it("keeps the options when the current size is one of them", () => {
    expect(pageSizeChoices([5, 10, 15, 20], 5)).toEqual([5, 10, 15, 20]);
  });
  it("adds a current size the options lack, in order", () => {
    expect(pageSizeChoices([10, 20, 50], 30)).toEqual([10, 20, 30, 50]);
  });
});
