import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Busboy from "@fastify/busboy";
import S3rver from "s3rver";
import { s3PostRefusal } from "./s3-post-policy.ts";

/** One browser POST the bucket got: its fields before the file (each occurrence, in order), and what was decided. */
export type BucketPost = { fields: [string, string][]; fileSize: number; refusal: string | null };

export type S3Server = {
  /** Path-style endpoint: `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings that point the server at this bucket. */
  storageEnv: Record<string, string>;
  /** Every form POST, in order. */
  posts: BucketPost[];
  /** An anonymous GET of an object, as a browser reads it. */
  read(key: string): Promise<{ status: number; contentType: string | null; contentDisposition: string | null; body: Buffer }>;
  close(): Promise<void>;
};

const MAX_FORM_BYTES = 32 * 1024 * 1024;

/**
 * An S3 server nobody here wrote, `s3rver` from the npm registry (files in a temp folder, bucket CORS
 * allowing `allowedOrigins` to POST (none: no CORS rule), anonymous reads like a public-read bucket), behind a front
 * that holds every browser POST to its SigV4 policy (`s3PostRefusal`), which s3rver itself never
 * checks, and answers a refused form with S3's 403 before s3rver sees it. Everything else passes
 * through unchanged. Credentials are s3rver's built-in pair.
 */
export async function startS3Server(options: { allowedOrigins: string[]; bucket?: string }): Promise<S3Server> {
  const bucket = options.bucket ?? "cdp-media";
  const accessKeyId = "S3RVER";
  const secretAccessKey = "S3RVER";
  const directory = mkdtempSync(path.join(tmpdir(), "cdp-s3rver-"));
  const cors = [
    "<CORSConfiguration><CORSRule>",
    ...options.allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
    "<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>",
    "<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>",
    "</CORSRule></CORSConfiguration>",
  ].join("");
  const configs = options.allowedOrigins.length ? [cors] : [];
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs }] });
  const inner = await s3rver.run();
  const posts: BucketPost[] = [];

  const forward = (request: IncomingMessage, response: ServerResponse, body?: Buffer) => {
    const upstream = httpRequest(
      { host: "127.0.0.1", port: inner.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    if (body) upstream.end(body);
    else request.pipe(upstream);
  };

  const front = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://bucket");
    const formPost = request.method === "POST" && pathname.replace(/\/+$/, "") === `/${bucket}` && /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
    if (!formPost) return forward(request, response);
    void readBody(request).then(async (body) => {
      const form = await readForm(request, body);
      const refusal = s3PostRefusal({ bucket, ...form }, secretAccessKey, new Date());
      posts.push({ ...form, refusal });
      if (!refusal) return forward(request, response, body);
      const origin = request.headers.origin;
      response.writeHead(403, {
        "content-type": "application/xml",
        ...(origin && options.allowedOrigins.includes(origin) ? { "access-control-allow-origin": origin } : {}),
      });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${escapeXml(refusal)}</Message></Error>`);
    }, () => response.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    storageEnv: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    posts,
    async read(key) {
      const answer = await fetch(`${endpoint}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`);
      return {
        status: answer.status,
        contentType: answer.headers.get("content-type"),
        contentDisposition: answer.headers.get("content-disposition"),
        body: Buffer.from(await answer.arrayBuffer()),
      };
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large for the test bucket");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The fields before the file part (S3 ignores what follows it) and the file's size. */
function readForm(request: IncomingMessage, body: Buffer): Promise<{ fields: [string, string][]; fileSize: number }> {
  return new Promise((resolve, reject) => {
    const fields: [string, string][] = [];
    let fileSize = -1;
    const busboy = Busboy({ headers: request.headers as Parameters<typeof Busboy>[0]["headers"] });
    busboy.on("field", (name, value) => {
      if (fileSize < 0) fields.push([name, value]);
    });
    busboy.on("file", (name, file) => {
      if (name !== "file" || fileSize >= 0) return file.resume();
      fileSize = 0;
      file.on("data", (chunk: Buffer) => (fileSize += chunk.length));
    });
    busboy.on("finish", () => resolve({ fields, fileSize: Math.max(fileSize, 0) }));
    busboy.on("error", reject);
    busboy.end(body);
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c] ?? c);
}
