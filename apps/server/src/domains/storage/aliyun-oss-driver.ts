import { createHmac } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { AliyunOssConfig } from "../../config/env.ts";
import { buildPolicy, signPolicy } from "./post-policy.ts";
import type { ByteRange, StorageDriver, UploadTarget, UploadTargetRequest } from "./storage-driver.ts";

/**
 * OSS V1 header signature: `Authorization: OSS <AccessKeyId>:<Signature>` with
 * `Signature = base64(HMAC-SHA1(secret, VERB\nContent-MD5\nContent-Type\nDate\n/bucket/key))`
 * (no x-oss-* headers and no sub-resources on the requests this driver makes).
 */
export function ossAuthorization(config: Pick<AliyunOssConfig, "bucket" | "accessKeyId" | "accessKeySecret">, verb: string, date: string, key: string): string {
  const stringToSign = `${verb}\n\n\n${date}\n/${config.bucket}/${key}`;
  const signature = createHmac("sha1", config.accessKeySecret).update(stringToSign, "utf8").digest("base64");
  return `OSS ${config.accessKeyId}:${signature}`;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/**
 * Aliyun OSS: the browser posts straight to the bucket with a PostObject V1 policy signed by the
 * AccessKey secret (the spec's flow as-is); the server reads and deletes with signed requests.
 */
export function createAliyunOssDriver(config: AliyunOssConfig, fetchImpl: typeof fetch = fetch): StorageDriver {
  const host = `https://${config.bucket}.${config.endpoint.replace(/^https?:\/\//, "").replace(/\/+$/, "")}`;
  const readBase = (config.publicUrl ?? host).replace(/\/+$/, "");
  const send = async (verb: "GET" | "HEAD" | "DELETE", key: string, headers: Record<string, string> = {}) => {
    const date = new Date().toUTCString();
    return fetchImpl(`${host}/${encodeKey(key)}`, {
      method: verb,
      headers: { ...headers, date, authorization: ossAuthorization(config, verb, date, key) },
    });
  };
  return {
    kind: "aliyun-oss",
    // The client reads an upload at `host + '/' + key` (the bucket), the media list at the public URL.
    browserOrigins: { upload: [host], read: [...new Set([host, new URL(readBase).origin])] },
    async uploadTarget(request: UploadTargetRequest): Promise<UploadTarget> {
      // OSS stores the form's Content-Type (and Content-Disposition) with the object: the policy pins them.
      const pinned = { "Content-Type": request.pinned.contentType, ...(request.pinned.attachment ? { "Content-Disposition": "attachment" } : {}) };
      const policy = buildPolicy({ dir: request.dir, maxBytes: request.maxBytes, expiresAt: request.expiresAt, bucket: config.bucket, equals: pinned });
      return { host, accessid: config.accessKeyId, policy, signature: signPolicy(config.accessKeySecret, policy), dir: request.dir, fields: pinned };
    },
    fileUrl: (key) => `${readBase}/${encodeKey(key)}`,
    async openRead(key: string, range?: ByteRange) {
      const response = await send("GET", key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (!response.ok || !response.body) throw new Error(`OSS GET ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    async stat(key) {
      const response = await send("HEAD", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`OSS HEAD ${key} answered ${response.status}`);
      return { size: Number(response.headers.get("content-length") ?? 0) };
    },
    async remove(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw new Error(`OSS DELETE ${key} answered ${response.status}`);
    },
  };
}
