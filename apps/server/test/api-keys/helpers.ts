import type { LightMyRequestResponse } from "fastify";
import type { Operator } from "../accounts/helpers.ts";
import type { TestRuntime } from "../test-runtime.ts";

/** Makes a key as the signed-in operator and returns its whole secret (shown only in this answer). */
export async function makeKey(operator: Operator, scope: "read" | "publish", name = `脚本-${scope}`): Promise<string> {
  const created = await operator.post("/api/v1/api-keys", { name, scope });
  const key = created.json().data?.key as string | undefined;
  if (!key) throw new Error(`no key was made: ${created.body}`);
  return key;
}

/** Calls the running app with an API key, as a script would. */
export function keyCaller(runtime: TestRuntime, key: string, language: "zh-CN" | "en" = "zh-CN") {
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    runtime.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, language_type: language, ...headers }, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload: object = {}, headers?: Record<string, string>) => send("POST", url, payload, headers),
    delete: (url: string) => send("DELETE", url),
  };
}
