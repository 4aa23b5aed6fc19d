import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { OutboxData, OutboxMessage } from "./outbox.data.ts";

export const DEV_OUTBOX_PATH = "/dev/outbox";

/**
 * The development outbox page: every email and SMS the server "sent" without a provider, newest
 * first. Registered only outside production. `/dev/outbox.json` gives the same for scripts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: Pick<OutboxData, "latest"> }> = async (app, { outbox }) => {
  app.get(
    DEV_OUTBOX_PATH,
    { schema: { hide: true, querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }) } },
    async (request, reply) => {
      const messages = await outbox.latest(request.query.limit);
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(outboxPage(messages));
    },
  );
  app.get(
    `${DEV_OUTBOX_PATH}.json`,
    { schema: { hide: true, querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }) } },
    async (request, reply) => {
      const messages = await outbox.latest(request.query.limit);
      return reply.header("cache-control", "no-store").send(
        messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      );
    },
  );
};

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article>
<header><span class="tag">${m.channel === "email" ? "邮件 Email" : "短信 SMS"}</span>
<strong>${escapeHtml(m.recipient)}</strong> <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></header>
${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ""}
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>开发发件箱 · Dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f7fa;color:#1f2937}
main{max-width:860px;margin:0 auto}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.06)}
header{display:flex;gap:12px;align-items:center;flex-wrap:wrap;color:#4b5563;font-size:14px}
.tag{background:#e0ecff;color:#1d4ed8;border-radius:4px;padding:2px 8px}
h1{font-size:22px}h2{font-size:16px;margin:12px 0 4px}
pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}
</style></head><body><main>
<h1>开发发件箱 · Dev outbox</h1>
<p>没有配置 SMTP_URL / SMS_WEBHOOK_URL 时，邮件和短信保存在这里（最新的在前）。生产环境不提供此页面。<br>
Without SMTP_URL / SMS_WEBHOOK_URL, emails and text messages land here, newest first. Not served in production.</p>
${rows || "<p>暂无消息 · No messages yet.</p>"}
</main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
