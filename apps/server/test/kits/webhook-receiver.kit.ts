import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; at: number };
/** What the receiver does with the n-th request (0-based): answer a status, or hang (never answer). */
export type ReceiverPlan = (index: number, request: ReceivedWebhook) => number | "hang";

/** A webhook receiver over real HTTP on 127.0.0.1: keeps every request and answers as planned (200 by default). */
export async function startWebhookReceiver(plan: ReceiverPlan = () => 200) {
  const received: ReceivedWebhook[] = [];
  const hanging: ServerResponse[] = [];
  const listeners: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      const index = received.push(entry) - 1;
      for (const listener of listeners.splice(0)) listener();
      const answer = plan(index, entry);
      if (answer === "hang") {
        hanging.push(response);
        return;
      }
      response.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : `failure ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Events received, parsed. */
    events: () => received.map((entry) => JSON.parse(entry.body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> }),
    /** Resolves once at least `count` requests have come in. */
    async waitFor(count: number, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} requests in time`);
        await new Promise<void>((resolve) => {
          listeners.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
