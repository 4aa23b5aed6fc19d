import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isServerPath } from "../http/api-paths.ts";
import { notFoundBody } from "../http/error-handler.ts";

export type WebAppDirs = { crm: string; admin: string };

/**
 * Serves the two built single-page apps: the CRM app at `/`, the admin app at `/admin/`.
 * A deep link reloaded in the browser gets its app's index.html (SPA fallback); hashed assets are
 * cached for a year, index.html never. The build writes `.br` and `.gz` beside each text file; the one
 * the browser accepts is sent as it is (`Content-Encoding`, `Vary: accept-encoding`).
 */
export async function registerWebApps(app: FastifyInstance, dirs: WebAppDirs) {
  const available = { crm: hasIndex(dirs.crm), admin: hasIndex(dirs.admin) };
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  };
  if (available.crm) {
    await app.register(fastifyStatic, { root: dirs.crm, prefix: "/", wildcard: false, index: false, preCompressed: true, setHeaders });
  }
  if (available.admin) {
    await app.register(fastifyStatic, {
      root: dirs.admin,
      prefix: "/admin/",
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: !available.crm,
      setHeaders,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isServerPath(request.url);
    if (!wantsPage || looksLikeAsset(request.url)) return reply.status(404).send(notFoundBody(request));
    const which = isAdminPath(request.url) ? "admin" : "crm";
    if (!available[which]) {
      return reply
        .status(503)
        .type("text/html; charset=utf-8")
        .send(notBuiltPage(which));
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", dirs[which]);
  });
}

function hasIndex(dir: string): boolean {
  return existsSync(path.join(dir, "index.html"));
}

function isAdminPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** A missing file with an extension is a 404, not the app shell (avoids serving HTML as JS). */
function looksLikeAsset(url: string): boolean {
  const last = (url.split("?")[0] ?? "").split("/").pop() ?? "";
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

function notBuiltPage(which: "crm" | "admin"): string {
  return `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The ${which} web app has not been built. Run <code>npm start</code> (it builds first) or <code>npm run build</code>.</p>
<p>${which === "crm" ? "运营端" : "管理端"}前端尚未构建：请运行 <code>npm start</code> 或 <code>npm run build</code>。</p>`;
}
