import { desc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { admins, outboxMessages } from "../../src/db/schema/index.ts";
import { hashPassword } from "../../src/domains/identity/passwords.ts";
import type { TestRuntime } from "../test-runtime.ts";

type Caller = { ip?: string; token?: string; language?: "zh-CN" | "en"; headers?: Record<string, string> };

/** Calls the running app the way a browser would: from an IP, in a language, with or without a token. */
export function callerOf(runtime: TestRuntime, caller: Caller = {}) {
  const send = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    runtime.app.inject({
      remoteAddress: caller.ip ?? "127.0.0.1",
      ...options,
      headers: {
        ...(caller.language ? { language_type: caller.language } : {}),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        ...caller.headers,
        ...(options.headers as Record<string, string> | undefined),
      },
    });
  return {
    post: (url: string, payload?: object) => send({ method: "POST", url, ...(payload ? { payload } : {}) }),
    get: (url: string) => send({ method: "GET", url }),
    as: (more: Caller) => callerOf(runtime, { ...caller, ...more, headers: { ...caller.headers, ...more.headers } }),
  };
}

/** A fresh email per test, so tests in one file never share an account or its codes. */
export function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

let ipCounter = 0;
/** A fresh client IP per test, so the per-IP hourly code limit of one test never touches another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** The newest message the dev outbox holds for a recipient. */
export async function lastMessageTo(runtime: TestRuntime, recipient: string) {
  const rows = await runtime.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function messagesTo(runtime: TestRuntime, recipient: string) {
  return runtime.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

/** The 6-digit code in the newest message to a recipient. */
export async function lastCodeTo(runtime: TestRuntime, recipient: string): Promise<string> {
  const message = await lastMessageTo(runtime, recipient);
  const code = message?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** The token of the invitation link in the newest message to a recipient. */
export async function lastInvitationTokenTo(runtime: TestRuntime, recipient: string): Promise<string> {
  const message = await lastMessageTo(runtime, recipient);
  const token = message?.text.match(/\/invite\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation was sent to ${recipient}`);
  return token;
}

/** Any 6-digit code other than the right one. */
export function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

/** Registers an operator through the API (code request, emailed code, registration). */
export async function registerOperator(runtime: TestRuntime, email: string, password = "Passw0rd") {
  const api = callerOf(runtime, { ip: uniqueIp() });
  const sent = await api.post("/api/v1/user/sendRegEmailCode", { email });
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  const code = await lastCodeTo(runtime, email);
  const registered = await api.post("/api/v1/user/reg", { email, password, code });
  if (registered.json().code !== 0) throw new Error(`registration failed: ${registered.body}`);
}

export async function loginOperator(runtime: TestRuntime, account: string, password: string): Promise<string> {
  const response = await callerOf(runtime).post("/api/v1/user/login", { account, password });
  const token = response.json().data?.tokenValue;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

export async function loginAdmin(runtime: TestRuntime, account: string, password: string): Promise<string> {
  const response = await callerOf(runtime).post("/admin/api/v1/user/login", { account, password });
  const token = response.json().data?.tokenValue;
  if (!token) throw new Error(`admin login failed: ${response.body}`);
  return token;
}

/** An administrator stored directly, as `npm run admin:create` would (self-registration is off by default). */
export async function createAdmin(runtime: TestRuntime, email: string, password: string, at = new Date()): Promise<void> {
  await runtime.database.db.insert(admins).values({ email, passwordHash: await hashPassword(password), createdAt: at, updatedAt: at });
}
