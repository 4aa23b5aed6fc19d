import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { S3Config } from "../../config/env.ts";
import type { ByteRange, StorageDriver, UploadTarget, UploadTargetRequest } from "./storage-driver.ts";

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/**
 * S3 and S3-compatible storage: a SigV4 presigned POST (AWS SDK) limited to the caller's folder and
 * size. The spec's client posts `OSSAccessKeyId`, `signature` and `policy` plus the returned
 * `fields` (X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Signature, bucket, …).
 */
export async function createS3Driver(config: S3Config, client?: S3Client): Promise<StorageDriver> {
  // Loaded only when this driver is chosen: the SDK costs ~20 MB of memory.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } = await import("@aws-sdk/client-s3");
  const { createPresignedPost } = await import("@aws-sdk/s3-presigned-post");
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  const bucketUrl = config.endpoint
    ? config.forcePathStyle
      ? `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}`
      : config.endpoint.replace(/^(https?:\/\/)/, `$1${config.bucket}.`).replace(/\/+$/, "")
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const readBase = (config.publicUrl ?? bucketUrl).replace(/\/+$/, "");

  const presign = (request: Pick<UploadTargetRequest, "dir" | "maxBytes" | "expiresAt" | "pinned">) =>
    createPresignedPost(s3, {
      Bucket: config.bucket,
      Key: `${request.dir}\${filename}`,
      Conditions: [
        ["content-length-range", 0, request.maxBytes],
        // The spec's client also posts these OSS-named fields; S3 refuses fields its policy does not mention.
        ["starts-with", "$OSSAccessKeyId", ""],
        ["starts-with", "$signature", ""],
      ],
      // Each field is also an exact condition of the policy: the object is stored with this type
      // (and disposition), never one the form chooses.
      Fields: {
        success_action_status: "200",
        "Content-Type": request.pinned.contentType,
        ...(request.pinned.attachment ? { "Content-Disposition": "attachment" } : {}),
      },
      Expires: Math.max(1, Math.round((request.expiresAt.getTime() - Date.now()) / 1000)),
    });
  // The host browsers post to, as the SDK resolves it (virtual-hosted, path style or an endpoint's).
  const { url: uploadUrl } = await presign({ dir: "", maxBytes: 0, expiresAt: new Date(Date.now() + 60_000), pinned: { contentType: "application/octet-stream", attachment: true } });
  const uploadOrigin = new URL(uploadUrl).origin;

  return {
    kind: "s3",
    // The client reads an upload at `host + '/' + key` (the bucket), the media list at the public URL.
    browserOrigins: { upload: [uploadOrigin], read: [...new Set([uploadOrigin, new URL(readBase).origin])] },
    async uploadTarget(request: UploadTargetRequest): Promise<UploadTarget> {
      const { url, fields } = await presign(request);
      const { key: _key, Policy: policy = "", ...rest } = fields;
      return {
        host: url.replace(/\/+$/, ""),
        accessid: config.accessKeyId,
        policy,
        signature: rest["X-Amz-Signature"] ?? "",
        dir: request.dir,
        fields: rest,
      };
    },
    fileUrl: (key) => `${readBase}/${encodeKey(key)}`,
    async openRead(key: string, range?: ByteRange) {
      const response = await s3.send(
        new GetObjectCommand({ Bucket: config.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return response.Body as Readable;
    },
    async stat(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
