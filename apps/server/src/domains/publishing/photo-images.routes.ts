import type { FastifyPluginAsync } from "fastify";
import type { MediaSources } from "../media/media-source.ts";
import { PUBLISH_IMAGES_PATH, toPostableJpeg, type ImageUrlSigner } from "./photo-images.ts";

/**
 * `GET /publish-images/:mediaId/:signature.jpg`: a stored image converted for TikTok's photo posts
 * (JPEG within 1080p), public because TikTok pulls it (PULL_FROM_URL); only signed ids are served.
 */
export function photoImageRoutes(deps: { media: MediaSources; signer: ImageUrlSigner }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { mediaId: string; file: string } }>(`${PUBLISH_IMAGES_PATH}/:mediaId/:file`, { config: { public: true } }, async (request, reply) => {
      const mediaId = Number(request.params.mediaId);
      const signature = request.params.file.replace(/\.jpg$/, "");
      if (!Number.isSafeInteger(mediaId) || mediaId < 1 || mediaId > 2_147_483_647 || !deps.signer.verify(mediaId, signature)) return reply.code(404).send();
      const source = await deps.media.openMediaSource(mediaId);
      if (!source || source.type !== "image") return reply.code(404).send();
      const chunks: Buffer[] = [];
      for await (const chunk of await source.open()) chunks.push(chunk as Buffer);
      return reply.type("image/jpeg").header("cache-control", "private, max-age=3600").send(await toPostableJpeg(Buffer.concat(chunks)));
    });
  };
}
