import { afterEach, expect, test, vi } from "vitest";
import { readStoredLocale, storeLocale } from "./stored-locale";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("defaults to zh-CN without storage", () => {
  expect(readStoredLocale()).toBe("zh-CN");
  expect(() => storeLocale("en")).not.toThrow();
});

test("remembers the choice under language_type", () => {
  const storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
  storeLocale("en");
  expect(storage.getItem("language_type")).toBe("en");
  expect(readStoredLocale()).toBe("en");
});

test("ignores values that are not a supported locale", () => {
  vi.stubGlobal("localStorage", memoryStorage({ language_type: "fr" }));
  expect(readStoredLocale()).toBe("zh-CN");
});

test("survives storage that throws (blocked or full)", () => {
  const blocked = memoryStorage();
  blocked.getItem = () => {
    throw new Error("SecurityError");
  };
  blocked.setItem = () => {
    throw new Error("QuotaExceededError");
  };
  vi.stubGlobal("localStorage", blocked);
  expect(readStoredLocale()).toBe("zh-CN");
  expect(() => storeLocale("en")).not.toThrow();
});
