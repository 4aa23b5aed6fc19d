import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
/**
 * `delayMs`: how long the server waits before it answers. `bytesPerSecond`: how fast it reads the
 * request's body (a slow storage host, so a browser's upload progress spreads over time).
 */
export type Reply = { status: number; body: unknown; delayMs?: number; bytesPerSecond?: number };

/**
 * A real HTTP server on loopback that answers each path with a scripted reply and records what
 * arrived, so the clients are tested over the wire (CORS included, as the page is on another origin).
 */
export async function startScriptedServer(routes: Record<string, Reply>) {
  const received: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-allow-headers", "*");
    response.setHeader("access-control-allow-methods", "GET,POST,DELETE,PUT");
    if (request.method === "OPTIONS") return response.writeHead(204).end();
    const chunks: Buffer[] = [];
    const reply = routes[request.url?.split("?")[0] ?? ""] ?? { status: 404, body: { code: 404, msg: "not found", data: null } };
    request.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (!reply.bytesPerSecond) return;
      request.pause();
      setTimeout(() => request.resume(), (chunk.length / reply.bytesPerSecond) * 1000);
    });
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = () => response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A storage host at `/storage/upload` (answering `upload`) and the upload signature endpoint at
 * `signaturePath` pointing at it; `routes` takes more scripted paths.
 */
export async function startUploadServer(signaturePath: string, upload: Reply = { status: 200, body: "" }, fields?: Record<string, string>) {
  const routes: Record<string, Reply> = { "/storage/upload": upload };
  const server = await startScriptedServer(routes);
  routes[signaturePath] = {
    status: 200,
    body: {
      code: 0,
      msg: "成功",
      data: { host: `${server.baseURL}/storage/upload`, accessid: "id-1", signature: "sig-1", policy: "pol-1", dir: "user/7/", ...(fields ? { fields } : {}) },
    },
  };
  return { ...server, routes };
}
