import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditLogData } from "./audit-log.data.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Whether the audit log records this admin route as a write. By default every method but
     * GET/HEAD/OPTIONS is a write; a POST that only reads (the spec's `…/page` lists) says
     * `"read"`, a GET that changes something (sign-out, link sessions, retry) says `"write"`.
     */
    audit?: "read" | "write";
  }
  interface FastifyRequest {
    /** The audit row written before this admin write ran. */
    auditRowId?: number;
  }
}

/**
 * The admin API's audit trail. A write gets its row before it runs, so a write whose row cannot
 * be stored never happens; its status is filled in as it is answered. Requests refused for want of
 * a session or permission get a row as they are answered. Both happen before the answer leaves, so
 * the rows of one caller's requests are in the order the caller sent them. Plain reads get none.
 */
export type AdminAudit = {
  beforeWrite(request: FastifyRequest): Promise<void>;
  beforeAnswer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isAuditedWrite(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config.audit;
  return declared ? declared === "write" : !READ_METHODS.has(request.method);
}

export function createAdminAudit(audit: Pick<AuditLogData, "record" | "setStatus">): AdminAudit {
  const entryOf = (request: FastifyRequest, statusCode: number | null) => ({
    adminId: request.principal?.kind === "admin" ? request.principal.id : null,
    opPart: decodeOpPart(request.headers["oppart"]),
    method: request.method,
    path: storableText((request.url.split("?")[0] ?? request.url).slice(0, 500)),
    statusCode,
    ip: request.ip ? storableText(request.ip) : null,
  });
  return {
    async beforeWrite(request) {
      if (request.is404 || !isAuditedWrite(request)) return;
      request.auditRowId = await audit.record(entryOf(request, null));
    },
    async beforeAnswer(request, reply) {
      if (request.auditRowId !== undefined) {
        await audit.setStatus(request.auditRowId, reply.statusCode);
      } else if (reply.statusCode === 401 || reply.statusCode === 403) {
        await audit.record(entryOf(request, reply.statusCode));
      }
    },
  };
}

/**
 * The admin app sends the screen's route name in `opPart`, percent-encoded (header values must be
 * Latin-1); the log keeps it decoded, so it reads 用户管理, not %E7%94%A8…. Whatever a caller puts
 * there, what is stored is text the database accepts.
 */
export function decodeOpPart(value: string | string[] | undefined): string {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return storableText(decoded).slice(0, 200);
}

/** Control characters (NUL among them) and unpaired surrogates become U+FFFD. */
function storableText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this replaces
  return value.replace(/[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
