import { and, eq, lt } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import type { IdempotencyStore, Reservation } from "../../http/idempotency.ts";

/** A first answer is replayed for this long. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A request still unanswered after this long is taken as lost (its process died mid-request): the
 * key is handed to the next request with it instead of refusing retries for a whole day.
 */
export const IN_FLIGHT_ABANDONED_MS = 5 * 60 * 1000;

/** The `idempotency_keys` table as the HTTP layer's store; expired rows are removed when met and by the nightly job. */
export function createIdempotencyData(db: AppDb, clock: Clock): IdempotencyStore & { purgeExpired(): Promise<number> } {
  async function take(userId: number, key: string, fingerprint: string, now: Date) {
    const [row] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    return row?.id ?? null;
  }

  return {
    async reserve(userId, key, fingerprint): Promise<Reservation> {
      const now = clock();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const id = await take(userId, key, fingerprint, now);
        if (id !== null) return { kind: "reserved", id };
        const [held] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
        if (!held) continue;
        const abandoned = held.statusCode === null && now.getTime() - held.createdAt.getTime() >= IN_FLIGHT_ABANDONED_MS;
        if (held.expiresAt <= now || abandoned) {
          // Ids are never reused: this removes exactly the row read; then both requests race for the insert again.
          await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, held.id));
          continue;
        }
        if (held.fingerprint !== fingerprint) return { kind: "mismatch" };
        if (held.statusCode === null || held.responseBody === null) return { kind: "inFlight" };
        return { kind: "replay", statusCode: held.statusCode, contentType: held.contentType, body: held.responseBody };
      }
      return { kind: "inFlight" };
    },
    async complete(id, answer) {
      await db.update(idempotencyKeys).set({ statusCode: answer.statusCode, contentType: answer.contentType, responseBody: answer.body }).where(eq(idempotencyKeys.id, id));
    },
    async release(id) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    },
    async purgeExpired() {
      const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, clock())).returning({ id: idempotencyKeys.id });
      return rows.length;
    },
  };
}
