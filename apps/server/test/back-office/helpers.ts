import { desc } from "drizzle-orm";
import { auditLog } from "../../src/db/schema/index.ts";
import type { TestRuntime } from "../test-runtime.ts";

type Method = "GET" | "POST" | "DELETE";

/** Calls the admin API as an administrator, in a language. */
export function adminCaller(runtime: TestRuntime, token: string, language: "zh-CN" | "en" = "zh-CN") {
  return (method: Method, url: string, payload?: object) =>
    runtime.app.inject({
      method,
      url: `/admin/api/v1${url}`,
      headers: { authorization: token, alltoken: token, language_type: language },
      ...(payload ? { payload } : {}),
    });
}

/** The newest audit rows, newest first. */
export async function latestAuditRows(runtime: TestRuntime, limit = 5) {
  return runtime.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
