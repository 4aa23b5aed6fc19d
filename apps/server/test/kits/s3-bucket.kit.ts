import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBucket = {
  /** The S3 endpoint (path style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  /** Objects by key, as if the browser had posted them. */
  objects: Map<string, Buffer>;
  /** Every `Range` header the server was asked for. */
  ranges: string[];
  close(): Promise<void>;
};

/**
 * A minimal S3-compatible server over real HTTP for one bucket: HEAD, GET (with `Range`) and
 * DELETE of objects. It does not check signatures; the AWS SDK client talks to it unchanged.
 */
export async function startFakeBucket(bucket: string): Promise<FakeBucket> {
  const objects = new Map<string, Buffer>();
  const ranges: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://bucket");
    const prefix = `/${bucket}/`;
    const key = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length).split("/").map(decodeURIComponent).join("/") : "";
    const object = objects.get(key);
    request.resume();
    if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    if (!object) {
      response.writeHead(404, { "content-type": "application/xml" });
      response.end(request.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
    if (request.headers.range) ranges.push(request.headers.range);
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.length - 1);
      response.writeHead(206, { "content-length": end - start + 1, "content-range": `bytes ${start}-${end}/${object.length}` });
      response.end(request.method === "HEAD" ? undefined : object.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { "content-length": object.length });
    response.end(request.method === "HEAD" ? undefined : object);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    ranges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
