import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditLogData } from "./audit-log.data.ts";

/** Records one admin API request once it has been answered. */
export type AdminRequestRecorder = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The admin app sends the screen's route name in `opPart`, percent-encoded (header values must be
 * Latin-1); the log keeps it decoded, so it reads 用户管理, not %E7%94%A8….
 */
export function decodeOpPart(value: string | string[] | undefined): string {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded.slice(0, 200);
}

export function createAdminRequestRecorder(audit: Pick<AuditLogData, "record">): AdminRequestRecorder {
  return async (request, reply) => {
    await audit.record({
      adminId: request.principal?.kind === "admin" ? request.principal.id : null,
      opPart: decodeOpPart(request.headers["oppart"]),
      method: request.method,
      path: (request.url.split("?")[0] ?? request.url).slice(0, 500),
      statusCode: reply.statusCode,
      ip: request.ip || null,
    });
  };
}
