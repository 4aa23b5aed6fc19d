import { Transform } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { isLoopbackClient } from "../../http/loopback-only.ts";
import { BackupBusyError, type BackupService } from "./backup.service.ts";
import { bearerMatches } from "./ops-server-file.ts";

export const OPS_BACKUP_PATH = "/ops/backup";

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

/**
 * `POST /ops/backup`: streams a backup of this server's state, for `npm run backup` on this
 * machine. It answers only this machine, with the token the server wrote into its data folder.
 */
export const backupRoutes: FastifyPluginAsync<{ backups: BackupService; token: string }> = async (app, { backups, token }) => {
  app.post(OPS_BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackClient(request) || !bearerMatches(request.headers.authorization, token)) {
      return reply.status(403).type("text/plain; charset=utf-8").send("Backups answer this machine only, with the token in the data folder: run npm run backup.\n");
    }
    let firstBytes: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (firstBytes = resolve));
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        firstBytes();
        done(null, chunk);
      },
    });
    const log = request.log as Log;
    // The first bytes decide the answer: a refusal before them is a 409/500, a failure after them cuts the stream short.
    const started = Promise.race([
      answered,
      backups.stream(body).then(
        (result) => log.info({ bytes: result.bytes, sha256: result.sha256, durationMs: result.durationMs, databaseHeldMs: result.heldMs }, "backup streamed"),
        (error: unknown) => {
          log.error({ err: error }, "backup failed");
          body.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        },
      ),
    ]);
    try {
      await started;
    } catch (error) {
      const status = error instanceof BackupBusyError ? 409 : 500;
      return reply.status(status).type("text/plain; charset=utf-8").send(`${error instanceof Error ? error.message : String(error)}\n`);
    }
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", 'attachment; filename="cdp-backup.tar.gz"')
      .header("cache-control", "no-store")
      .send(body);
  });
};
