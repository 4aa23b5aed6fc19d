import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isMessageKey, MESSAGES, type MessageKey } from "@cdp/contracts";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/http/app-error.ts";
import { createErrorHandler } from "../../src/http/error-handler.ts";

const han = /\p{Script=Han}/u;
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const keys = Object.keys(MESSAGES["zh-CN"]) as MessageKey[];
/** Stand-in values for every placeholder, so a filled message can be compared as a whole. */
const paramsOf = (key: MessageKey) => Object.fromEntries(placeholders(MESSAGES.en[key]).map((p, i) => [p.slice(1, -1), 40 + i]));
const filled = (text: string, params: Record<string, number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")).map((e) => path.join(e.parentPath, e.name));
}

describe("the server's message catalogue", () => {
  it("has every reason in Chinese and in English, with the same placeholders", () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const zh = MESSAGES["zh-CN"][key];
      const en = MESSAGES.en[key];
      expect(han.test(zh), `${key} in zh-CN: ${zh}`).toBe(true);
      expect(han.test(en), `${key} in en: ${en}`).toBe(false);
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it("holds every message key the server's code names", async () => {
    const named = new Set<string>();
    for (const file of await sourceFiles(path.resolve(import.meta.dirname, "../../src"))) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/(?:messageKey|translate\([^,]+,|fail\([^,]+, *"[a-z]+",)\s*:?\s*"([\w.]+)"/g)) named.add(match[1]!);
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

describe("reasons the server answers with", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setErrorHandler(createErrorHandler("crm"));
    app.get<{ Params: { key: MessageKey } }>("/reason/:key", async (request) => {
      throw new AppError("BAD_REQUEST", { messageKey: request.params.key, params: paramsOf(request.params.key) });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(["zh-CN", "en"] as const)("follow the caller's language (%s) for every key of the catalogue", async (locale) => {
    for (const key of keys) {
      // The clients' language header wins over the browser's Accept-Language.
      const other = locale === "en" ? "zh-CN" : "en";
      const answer = await app.inject({ url: `/reason/${key}`, headers: { language_type: locale, "accept-language": other } });
      expect(answer.json().msg, key).toBe(filled(MESSAGES[locale][key], paramsOf(key)));
      const byBrowser = await app.inject({ url: `/reason/${key}`, headers: { "accept-language": locale } });
      expect(byBrowser.json().msg, key).toBe(filled(MESSAGES[locale][key], paramsOf(key)));
    }
  });
});
