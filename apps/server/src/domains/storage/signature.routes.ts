import { uploadSignatureQuerySchema, uploadSignatureSchema } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../../clock.ts";
import { bearerToken, installAuthGuard, principalOf, type SessionResolver } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { createErrorHandler } from "../../http/error-handler.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import { pinnedHeadersOf } from "./file-types.ts";
import type { StorageDriver } from "./storage-driver.ts";
import { ownerDir } from "./storage-keys.ts";
import { storageOwnerOf, type StorageOwner } from "./storage-owner.ts";

export const UPLOAD_SIGNATURE_PATH = "/qscrm/userCenter/systemOss/systemOssByUrl_v2";
/** How long a signed upload policy can be used to start an upload. */
export const POLICY_TTL_MS = 60 * 60 * 1000;

export type SignatureRoutesOptions = {
  driver: Pick<StorageDriver, "uploadTarget">;
  clock: Clock;
  /** The policy's largest file for the caller (by plan). */
  uploadLimit(owner: StorageOwner): Promise<number>;
  /** Operators' and administrators' sessions: either may ask for an upload signature. */
  sessions: { crm: SessionResolver; admin: SessionResolver };
};

/**
 * Spec section 7: the upload signature, `{ host, accessid, signature, policy, dir }` in a code-0
 * envelope, for a signed-in operator or administrator. Each caller's `dir` is their own folder;
 * `?fileName=` sets the type a bucket stores the object with.
 */
export const signatureRoutes: FastifyPluginAsyncZod<SignatureRoutesOptions> = async (app, options) => {
  app.setErrorHandler(createErrorHandler("crm"));
  const readToken = (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? bearerToken(request.headers["alltoken"]);
  installAuthGuard(app, readToken, async (token, request) => (await options.sessions.crm(token, request)) ?? options.sessions.admin(token, request));

  app.get(
    UPLOAD_SIGNATURE_PATH,
    {
      schema: {
        operationId: "getUploadSignature",
        tags: ["storage"],
        summary: "Sign a direct upload into the caller's own folder (OSS PostObject policy)",
        querystring: uploadSignatureQuerySchema,
        response: apiResponses(uploadSignatureSchema),
      },
    },
    async (request) => {
      const owner = storageOwnerOf(request);
      const target = await options.driver.uploadTarget({
        dir: ownerDir(owner),
        maxBytes: await options.uploadLimit(owner),
        expiresAt: new Date(options.clock().getTime() + POLICY_TTL_MS),
        origin: originOf(request),
        sessionId: principalOf(request).sessionId,
        pinned: pinnedHeadersOf(request.query.fileName),
      });
      return crmOk(target);
    },
  );
};

/** The browser's origin from `?url=` when it is an http(s) URL, else the origin the request came to. */
function originOf(request: FastifyRequest<{ Querystring: { url?: string } }>): string {
  const given = request.query.url;
  if (given) {
    try {
      const url = new URL(given);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // not a URL: use the request's own origin
    }
  }
  return `${request.protocol}://${request.host}`;
}
