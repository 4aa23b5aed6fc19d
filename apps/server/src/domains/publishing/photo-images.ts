import { createHmac, timingSafeEqual } from "node:crypto";
import { sharp } from "../../lazy-modules.ts";
import type { OpenedMedia } from "../media/media-source.ts";

/** TikTok photo posts take JPEG or WebP of at most 1080p (A.3.5): longest side 1920, shortest 1080. */
const LONG_SIDE = 1920;
const SHORT_SIDE = 1080;
const READY_TYPES = new Set(["image/jpeg", "image/webp"]);

export const PUBLISH_IMAGES_PATH = "/publish-images";

/** True when the stored image can go to TikTok as it is. */
export function isPostableImage(media: Pick<OpenedMedia, "contentType"> & { width: number | null; height: number | null }): boolean {
  if (!READY_TYPES.has(media.contentType)) return false;
  if (media.width === null || media.height === null) return false;
  return Math.max(media.width, media.height) <= LONG_SIDE && Math.min(media.width, media.height) <= SHORT_SIDE;
}

/** The size within 1080p (shortest side ≤ 1080, longest ≤ 1920), never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SHORT_SIDE / Math.min(width, height), LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The image as a JPEG that fits 1080p: PNG and GIF (first frame) become JPEG, larger images are scaled down. */
export async function toPostableJpeg(image: Buffer): Promise<Buffer> {
  const pipeline = sharp()(image, { animated: false, limitInputPixels: 100_000_000 }).rotate();
  const { width, height } = await pipeline.metadata();
  const size = width && height ? fittedSize(width, height) : { width: SHORT_SIDE, height: SHORT_SIDE };
  return pipeline.resize({ ...size, fit: "fill" }).flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer();
}

/** Signs converted-image URLs, so the public route converts only images a publish item sent out. */
export function createImageUrlSigner(secret: string) {
  const signatureOf = (mediaId: number) => createHmac("sha256", secret).update(`publish-image:${mediaId}`).digest("base64url").slice(0, 32);
  return {
    path: (mediaId: number) => `${PUBLISH_IMAGES_PATH}/${mediaId}/${signatureOf(mediaId)}.jpg`,
    verify(mediaId: number, signature: string): boolean {
      const expected = Buffer.from(signatureOf(mediaId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ImageUrlSigner = ReturnType<typeof createImageUrlSigner>;
