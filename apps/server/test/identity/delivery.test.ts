import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../src/db/schema/index.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, uniqueEmail, uniqueIp } from "./helpers.ts";
import { decodeHeader, parseMime } from "./mime.ts";

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

/** A real SMTP server on loopback that requires a login and refuses one mailbox. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") return callback(null, { user: "mailer" });
      return callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce")) return callback(new Error("Mailbox unavailable"));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function codeIn(text: string): string {
  const code = text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

describe("email over a real SMTP conversation", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let runtime: TestRuntime;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime("pglite", {
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: "内容分发平台 <no-reply@cdp.test>",
    });
  });
  afterAll(async () => {
    await runtime?.dispose();
    await smtp?.close();
  });

  it("signs in to the SMTP server and delivers a Chinese code email with text and HTML", async () => {
    const email = uniqueEmail("smtp");
    const client = callerOf(runtime, { ip: uniqueIp() });
    const response = await client.post("/api/v1/user/sendRegEmailCode", { email });
    expect(response.json()).toMatchObject({ code: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: "no-reply@cdp.test", to: [email], user: "mailer" });
    const message = parseMime(mail!.raw);
    expect(decodeHeader(message.headers.subject ?? "")).toBe("【内容分发平台】注册验证码");
    expect(decodeHeader(message.headers.from ?? "")).toContain("内容分发平台");
    const text = message.parts.find((p) => p.headers["content-type"]?.startsWith("text/plain"))?.body ?? "";
    const html = message.parts.find((p) => p.headers["content-type"]?.startsWith("text/html"))?.body ?? "";
    expect(text).toContain("您正在注册账号，验证码：");
    const code = codeIn(text);
    expect(html).toContain(code);

    // The code from the real email registers the account; nothing went to the dev outbox.
    const registered = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code });
    expect(registered.json().code).toBe(0);
    expect(await runtime.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it("writes English mail for English callers", async () => {
    const email = uniqueEmail("smtp-en");
    await callerOf(runtime, { ip: uniqueIp(), language: "en" }).post("/api/v1/user/sendRegEmailCode", { email });
    const message = parseMime(smtp.received.at(-1)!.raw);
    expect(decodeHeader(message.headers.subject ?? "")).toBe("Your sign-up code - Content Distribution Platform");
  });

  it("reports a delivery failure and lets the person ask again at once", async () => {
    const email = uniqueEmail("bounce");
    const client = callerOf(runtime, { ip: uniqueIp() });
    const failed = await client.post("/api/v1/user/sendRegEmailCode", { email });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 503, msg: "验证码发送失败，请稍后再试" });
    expect(failed.body).not.toContain("Mailbox unavailable");
    const retry = await client.post("/api/v1/user/sendRegEmailCode", { email });
    expect(retry.json().msg).toBe("验证码发送失败，请稍后再试");
  });
});

describe("SMS through the webhook provider", () => {
  let hook: Server;
  let answer = 200;
  const posted: { to: string; text: string; locale: string }[] = [];
  let runtime: TestRuntime;
  const clock = createTestClock();
  beforeAll(async () => {
    hook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        if (request.headers["content-type"] === "application/json") posted.push(JSON.parse(body));
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const { port } = hook.address() as AddressInfo;
    runtime = await startTestRuntime("pglite", { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` }, undefined, { clock: clock.now });
  });
  afterAll(async () => {
    await runtime?.dispose();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it("posts the text to the provider, and its code signs the operator in", async () => {
    const client = callerOf(runtime, { ip: uniqueIp() });
    expect((await client.post("/api/v1/user/sendLoginSmsCode", { phone: DEMO_OPERATOR.phone })).json().code).toBe(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ to: DEMO_OPERATOR.phone, locale: "zh-CN" });
    expect(posted[0]?.text).toMatch(/^【内容分发平台】您正在登录，验证码\d{6}，10分钟内有效/);
    const login = await client.post("/api/v1/user/smsLogin", { phone: DEMO_OPERATOR.phone, code: codeIn(posted[0]!.text) });
    expect(login.json()).toMatchObject({ code: 0 });
  });

  it("reports a provider failure", async () => {
    answer = 500;
    clock.advance(61_000);
    try {
      const client = callerOf(runtime, { ip: uniqueIp() });
      const failed = await client.post("/api/v1/user/sendLoginSmsCode", { phone: DEMO_OPERATOR.phone });
      expect(failed.json()).toMatchObject({ code: 503, msg: "验证码发送失败，请稍后再试" });
    } finally {
      answer = 200;
    }
  });
});
