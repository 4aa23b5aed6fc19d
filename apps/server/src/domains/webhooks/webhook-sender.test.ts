import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebhook } from "./webhook-sender.ts";

/** Holds this thread (the event loop with it) for `ms`, as the embedded database's synchronous work does. */
function holdTheLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("sending a webhook", () => {
  let server: Server | undefined;
  const hangingReceiver = async () => {
    server = createServer((request) => request.resume());
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  };
  afterEach(async () => {
    const started = server;
    server = undefined;
    if (!started) return;
    started.closeAllConnections();
    await new Promise((resolve) => started.close(resolve));
  });

  it("reads an answer that came while this process was held past the timeout, instead of calling it a timeout", async () => {
    // The receiver runs on its own thread, so it answers while this one is held: the answer waits in the socket.
    const receiverThread = new Worker(
      `const { parentPort } = require("node:worker_threads");
       const server = require("node:http").createServer((request, response) => {
         request.resume();
         request.on("end", () => { parentPort.postMessage("received"); setTimeout(() => response.writeHead(500).end("answered"), 50); });
       });
       server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));`,
      { eval: true },
    );
    try {
      const [port] = (await once(receiverThread, "message")) as [number];
      const sent = sendWebhook(`http://127.0.0.1:${port}/hook`, "{}", {}, { timeoutMs: 800, wallLimitMs: 10_000, guardAddresses: false });
      await once(receiverThread, "message");
      holdTheLoop(1_500);
      const result = await sent;
      expect(result).toMatchObject({ statusCode: 500, error: null, response: "answered", ok: false });
      expect(result.durationMs).toBeGreaterThanOrEqual(1_500);
    } finally {
      await receiverThread.terminate();
    }
  });

  it("still gives up on a receiver that never answers, after about the timeout", async () => {
    const url = await hangingReceiver();
    const result = await sendWebhook(url, "{}", {}, { timeoutMs: 300, wallLimitMs: 5_000, guardAddresses: false });
    expect(result).toMatchObject({ statusCode: null, error: "timeout", response: null, ok: false });
    expect(result.durationMs).toBeGreaterThanOrEqual(300);
  });

  it("gives up at the wall limit however often the process is held, so the claim on the delivery outlives the attempt", async () => {
    const url = await hangingReceiver();
    const sent = sendWebhook(url, "{}", {}, { timeoutMs: 10_000, wallLimitMs: 600, guardAddresses: false });
    for (let turn = 0; turn < 4; turn++) {
      holdTheLoop(250);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await sent;
    expect(result).toMatchObject({ statusCode: null, error: "timeout" });
    expect(result.durationMs).toBeLessThan(2_000);
  });
});
