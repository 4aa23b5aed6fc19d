import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Whether a request comes from this machine itself: judged by the socket's own address, never by
 * `X-Forwarded-For`, and a request that passed through a proxy never counts as local (a proxy on
 * this machine would otherwise make every visitor look local).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined) return false;
  const address = request.socket.remoteAddress ?? "";
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * An onRequest hook for development-only pages (the outbox shows sign-in codes; the dev clock
 * moves the server's time; the sandbox's control routes change how the fake platforms behave):
 * they answer this machine only, and a visitor from elsewhere gets a page that says why and where
 * to look instead.
 */
export function loopbackOnly(appliesTo: (url: string) => boolean = () => true) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!appliesTo(request.url) || isLoopbackClient(request)) return;
    return reply.status(403).type("text/html; charset=utf-8").header("cache-control", "no-store").send(remoteVisitorPage());
  };
}

function remoteVisitorPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>仅限本机访问 · This machine only</title>
<style>body{font:15px/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.3rem}section+section{margin-top:2rem;border-top:1px solid #e5e7eb;padding-top:1rem}code{background:#f3f4f6;padding:0 .25rem;border-radius:4px}</style>
</head><body>
<section lang="zh-CN"><h1>开发用页面仅限本机访问</h1>
<p>此页面（开发发件箱、开发时钟与任务或沙箱控制接口）会显示登录验证码、改变服务器时间或改变平台沙箱的行为，因此只回应来自服务器本机的请求。</p>
<p>请在运行服务器的电脑上打开 <code>http://localhost:端口/dev/outbox</code>，或在服务器日志中查看验证码。正式部署请设置 <code>SMTP_URL</code> 和 <code>NODE_ENV=production</code>。</p></section>
<section lang="en"><h1>Development pages answer this machine only</h1>
<p>This page (the dev outbox, the dev clock and jobs, or the sandbox's control routes) shows sign-in codes, moves the server's clock or changes how the platform sandbox behaves, so it only answers requests from the server's own machine.</p>
<p>Open <code>http://localhost:PORT/dev/outbox</code> on the computer that runs the server, or read the codes in the server log. For a deployment, set <code>SMTP_URL</code> and <code>NODE_ENV=production</code>.</p></section>
</body></html>
`;
}
