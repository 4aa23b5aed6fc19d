import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { platformFetch, uploadBody } from "./stream-body.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | null = null;
async function receiver(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((listening) => server!.listen(0, "127.0.0.1", listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
}
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server = null;
});

/** A body of `bytes` in 64 KiB chunks that records whether it was destroyed, and how much was read from it. */
function trackedBody(bytes: Buffer) {
  const state = { destroyed: false, read: 0 };
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const chunk = bytes.subarray(offset, offset + 65_536);
      offset += chunk.length;
      state.read = offset;
      this.push(chunk);
    },
  });
  stream.on("close", () => (state.destroyed = true));
  return { stream, state };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("a stored file range sent to a platform", () => {
  it("arrives whole, with the caller's headers, and the platform's answer reads as a fetch Response", async () => {
    const file = randomBytes(3 * 1024 * 1024 + 17);
    const url = await receiver((request, response) => {
      const parts: Buffer[] = [];
      request.on("data", (part: Buffer) => parts.push(part));
      request.on("end", () => {
        const received = Buffer.concat(parts);
        response.writeHead(206, { "content-range": `bytes 0-${received.length - 1}/99999999`, "x-received-sha256": sha256(received), "x-content-range": String(request.headers["content-range"]) });
        response.end(JSON.stringify({ bytes: received.length, method: request.method, length: request.headers["content-length"] }));
      });
    });
    const body = trackedBody(file);
    const answer = await platformFetch(url, { method: "PUT", headers: { "content-length": String(file.length), "content-range": `bytes 0-${file.length - 1}/99999999` }, body: uploadBody(body.stream) });
    expect(answer.status).toBe(206);
    expect(answer.headers.get("content-range")).toBe(`bytes 0-${file.length - 1}/99999999`);
    expect(answer.headers.get("x-content-range")).toBe(`bytes 0-${file.length - 1}/99999999`);
    expect(answer.headers.get("x-received-sha256")).toBe(sha256(file));
    expect(await answer.json()).toEqual({ bytes: file.length, method: "PUT", length: String(file.length) });
  });

  it("stops sending when the platform refuses before the body is in, and answers with the refusal", async () => {
    const file = randomBytes(32 * 1024 * 1024);
    const url = await receiver((request, response) => {
      response.writeHead(416, { "content-range": "bytes */33554432", connection: "close" });
      response.end('{"error":"range"}');
      request.socket.end();
    });
    const body = trackedBody(file);
    const answer = await platformFetch(url, { method: "PUT", headers: { "content-length": String(file.length) }, body: uploadBody(body.stream) });
    expect(answer.status).toBe(416);
    expect(answer.headers.get("content-range")).toBe("bytes */33554432");
    expect(await answer.text()).toBe('{"error":"range"}');
    await expect.poll(() => body.state.destroyed).toBe(true);
    expect(body.state.read).toBeLessThan(file.length);
  });

  it("fails when the connection drops in the middle of the body, so that the chunk is sent again", async () => {
    const file = randomBytes(8 * 1024 * 1024);
    const url = await receiver((request) => {
      let received = 0;
      request.on("data", (part: Buffer) => {
        received += part.length;
        if (received > 1024 * 1024) request.socket.destroy();
      });
    });
    const body = trackedBody(file);
    await expect(platformFetch(url, { method: "PUT", headers: { "content-length": String(file.length) }, body: uploadBody(body.stream) })).rejects.toThrow();
    await expect.poll(() => body.state.destroyed).toBe(true);
  });

  it("gives up when its signal aborts (the call's timeout) while the platform does not answer", async () => {
    const url = await receiver((request) => request.resume());
    const file = randomBytes(256 * 1024);
    const body = trackedBody(file);
    const signal = AbortSignal.timeout(300);
    await expect(platformFetch(url, { method: "PUT", headers: { "content-length": String(file.length) }, body: uploadBody(body.stream), signal })).rejects.toThrow(/abort/i);
    expect(signal.aborted).toBe(true);
    await expect.poll(() => body.state.destroyed).toBe(true);
  });

  it("reads answers without a body (204) and the resumable protocol's 308", async () => {
    const statuses = [204, 308];
    const url = await receiver((request, response) => {
      request.resume();
      request.on("end", () => {
        const status = statuses.shift()!;
        response.writeHead(status, status === 308 ? { range: "bytes=0-262143" } : {});
        response.end();
      });
    });
    const first = await platformFetch(url, { method: "PUT", body: uploadBody(trackedBody(randomBytes(1000)).stream) });
    expect(first.status).toBe(204);
    const second = await platformFetch(url, { method: "PUT", body: uploadBody(trackedBody(randomBytes(1000)).stream) });
    expect(second.status).toBe(308);
    expect(second.headers.get("range")).toBe("bytes=0-262143");
  });

  it("keeps one connection for chunk after chunk, also when the caller never reads an answer", async () => {
    let connections = 0;
    const url = await receiver((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(308, { range: "bytes=0-999" }).end("resume incomplete"));
    });
    server!.on("connection", () => (connections += 1));
    for (let chunk = 0; chunk < 5; chunk += 1) {
      const answer = await platformFetch(url, { method: "PUT", headers: { "content-length": "1000" }, body: uploadBody(trackedBody(randomBytes(1000)).stream) });
      expect(answer.status).toBe(308);
    }
    expect(connections).toBe(1);
  });

  it("fails when the answer is cut off", async () => {
    const url = await receiver((request, response) => {
      request.resume();
      request.on("end", () => {
        response.writeHead(200, { "content-length": "1000" });
        response.write("{\"id\":");
        setTimeout(() => response.socket?.destroy(), 50);
      });
    });
    await expect(platformFetch(url, { method: "PUT", body: uploadBody(trackedBody(randomBytes(1000)).stream) })).rejects.toThrow();
  });
});

describe("a JSON or form call to a platform", () => {
  it("sends its text with its length (not chunked) and reads the answer as a fetch Response", async () => {
    const url = await receiver((request, response) => {
      let text = "";
      request.setEncoding("utf8").on("data", (part: string) => (text += part));
      request.on("end", () => {
        response.writeHead(200, { "content-type": "application/json", "x-log-id": "log-1" });
        response.end(JSON.stringify({ got: JSON.parse(text), method: request.method, length: request.headers["content-length"], chunked: request.headers["transfer-encoding"] ?? null, auth: request.headers.authorization }));
      });
    });
    const payload = JSON.stringify({ post_info: { title: "标题 #tag" } });
    const answer = await platformFetch(url, { method: "POST", headers: { authorization: "Bearer token-1", "content-type": "application/json; charset=UTF-8" }, body: payload });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-log-id")).toBe("log-1");
    expect(await answer.json()).toEqual({ got: { post_info: { title: "标题 #tag" } }, method: "POST", length: String(Buffer.byteLength(payload)), chunked: null, auth: "Bearer token-1" });
  });

  it("sends a GET without a body, and keeps its connection for the next call", async () => {
    let connections = 0;
    const url = await receiver((request, response) => {
      request.resume();
      request.on("end", () => response.end(JSON.stringify({ method: request.method, url: request.url })));
    });
    server!.on("connection", () => (connections += 1));
    for (let call = 0; call < 3; call += 1) {
      const answer = await platformFetch(`${url}?fields=open_id`);
      expect(await answer.json()).toEqual({ method: "GET", url: "/upload?fields=open_id" });
    }
    expect(connections).toBe(1);
  });

  it("answers a redirect with the redirect itself instead of following it", async () => {
    const url = await receiver((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(302, { location: "/elsewhere" }).end());
    });
    const answer = await platformFetch(url, { method: "POST", body: "a=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/elsewhere");
  });

  it("gives up when its signal aborts while the platform does not answer", async () => {
    const url = await receiver((request) => request.resume());
    await expect(platformFetch(url, { method: "POST", body: "{}", signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort/i);
  });

  it("leaves a call that asks fetch to follow redirects, or has another kind of body, to fetch", async () => {
    const url = await receiver((request, response) => {
      if (request.url === "/upload") return void response.writeHead(302, { location: "/moved" }).end();
      let text = "";
      request.setEncoding("utf8").on("data", (part: string) => (text += part));
      request.on("end", () => response.end(`got ${text} at ${request.url}`));
    });
    const followed = await platformFetch(url, { method: "GET", redirect: "follow" });
    expect(await followed.text()).toBe("got  at /moved");
    const bytes = await platformFetch(`${url}/bytes`, { method: "POST", body: new Uint8Array(Buffer.from("raw")) });
    expect(await bytes.text()).toBe("got raw at /upload/bytes");
  });
});
