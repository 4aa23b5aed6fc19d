import { and, asc, count, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema/index.ts";

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEndpointFields = Pick<WebhookEndpointRow, "url" | "name" | "description" | "events" | "enabled">;
export type AttemptRecord = { statusCode: number | null; durationMs: number; error: string | null; response: string | null };

/** An operator's endpoints, their events' deliveries and each attempt. Every operator-facing query filters by the owner. */
export function createWebhooksData(db: AppDb) {
  const owned = (userId: number, id: number) => and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId));

  return {
    list(userId: number): Promise<WebhookEndpointRow[]> {
      return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.id));
    },
    async findOwned(userId: number, id: number): Promise<WebhookEndpointRow | null> {
      const [row] = await db.select().from(webhookEndpoints).where(owned(userId, id));
      return row ?? null;
    },
    /** Null when the operator already has `max` endpoints (counted in the insert itself, so two requests cannot both pass). */
    async insert(userId: number, fields: WebhookEndpointFields, secretSealed: string, at: Date, max: number): Promise<WebhookEndpointRow | null> {
      return db.transaction(async (tx) => {
        // The operator's row is the lock that orders two creations.
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
        if (total >= max) return null;
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ userId, ...fields, secretSealed, createdAt: at, updatedAt: at })
          .returning();
        return row ?? null;
      });
    },
    /** Turning an endpoint on clears the failure run; turning it off fails its waiting deliveries (they are redelivered by hand). */
    async update(userId: number, id: number, fields: Partial<WebhookEndpointFields> & { secretSealed?: string }, at: Date): Promise<WebhookEndpointRow | null> {
      return db.transaction(async (tx) => {
        const enabling = fields.enabled === true ? { disabledReason: null, consecutiveFailures: 0, failingSince: null } : {};
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ ...fields, ...enabling, updatedAt: at })
          .where(owned(userId, id))
          .returning();
        if (row && fields.enabled === false) await failWaiting(tx, id, at);
        return row ?? null;
      });
    },
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(webhookEndpoints).where(owned(userId, id)).returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    async deliveryPage(userId: number, endpointId: number, offset: number, limit: number) {
      const where = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.userId, userId));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total };
    },
    async findDeliveryOwned(userId: number, id: number): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)));
      return row ?? null;
    },
    /** A delivery's attempts, oldest first; null when it is not the operator's. */
    async attemptsOf(userId: number, deliveryId: number) {
      const delivery = await this.findDeliveryOwned(userId, deliveryId);
      if (!delivery) return null;
      return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(asc(webhookAttempts.attempt), asc(webhookAttempts.id));
    },
    /** Sends a delivery again from the start of its schedule (its attempts so far stay in the log). */
    async redeliver(userId: number, id: number, at: Date, enqueue: (deliveryId: number, within: AppDb) => Promise<void>): Promise<WebhookDeliveryRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: "pending", failuresInRow: 0, nextAttemptAt: at, enqueuedAt: at })
          .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)))
          .returning();
        if (row) await enqueue(row.id, tx);
        return row ?? null;
      });
    },
    /** A test ping: an event for this endpoint alone, written like any other (the relay delivers it). */
    async insertPing(userId: number, endpointId: number, data: Record<string, unknown>): Promise<WebhookEventRow> {
      const [row] = await db.insert(webhookEvents).values({ userId, type: "ping", data, endpointId }).returning();
      return row!;
    },

    // The relay and the delivery job (every operator's rows).

    /**
     * Makes the deliveries of up to `limit` events not dispatched yet, one per enabled endpoint that
     * wants the event (a ping: its endpoint), and enqueues their jobs in the same transaction. Workers
     * racing here skip each other's events (`skip locked`).
     */
    async dispatch(limit: number, at: Date, enqueue: (deliveryId: number, within: AppDb) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const events = rowsOf<{ id: string; user_id: number; type: string; endpoint_id: number | null }>(
          await tx.execute(sql`select id, user_id, type, endpoint_id from webhook_events where dispatched_at is null order by created_at limit ${limit} for update skip locked`),
        );
        for (const event of events) {
          const targets = rowsOf<{ id: number }>(
            await tx.execute(
              event.endpoint_id !== null
                ? sql`select id from webhook_endpoints where id = ${event.endpoint_id}`
                : sql`select id from webhook_endpoints where user_id = ${event.user_id} and enabled and ${event.type} = any(events)`,
            ),
          );
          for (const target of targets) {
            const [delivery] = await tx
              .insert(webhookDeliveries)
              .values({ eventId: event.id, endpointId: target.id, userId: event.user_id, nextAttemptAt: at, enqueuedAt: at, createdAt: at })
              .onConflictDoNothing()
              .returning({ id: webhookDeliveries.id });
            if (delivery) await enqueue(delivery.id, tx);
          }
          await tx.update(webhookEvents).set({ dispatchedAt: at }).where(eq(webhookEvents.id, event.id));
        }
        return events.length;
      });
    },
    /**
     * Due deliveries whose job was sent long enough ago that it should have run (a worker killed while
     * it held the delivery, a job lost with its process): they are enqueued again. A job that does run
     * twice finds the delivery claimed or done, so this can never send an event twice at once.
     */
    async requeueStale(staleBefore: Date, at: Date, limit: number, enqueue: (deliveryId: number, within: AppDb) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const stale = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.status, "pending"),
              lte(webhookDeliveries.nextAttemptAt, staleBefore),
              or(isNull(webhookDeliveries.enqueuedAt), lt(webhookDeliveries.enqueuedAt, staleBefore)),
              or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, at)),
            ),
          )
          .limit(limit)
          .for("update", { skipLocked: true });
        for (const { id } of stale) {
          await tx.update(webhookDeliveries).set({ enqueuedAt: at }).where(eq(webhookDeliveries.id, id));
          await enqueue(id, tx);
        }
        return stale.length;
      });
    },
    /** Takes a due delivery for one attempt until `leaseUntil`; null when it is done, not due, or another worker holds it. */
    async claim(id: number, at: Date, leaseUntil: Date) {
      const [delivery] = await db
        .update(webhookDeliveries)
        .set({ leaseUntil })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, "pending"),
            lte(webhookDeliveries.nextAttemptAt, at),
            or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, at)),
          ),
        )
        .returning();
      if (!delivery) return null;
      const [rest] = await db
        .select({ event: webhookEvents, endpoint: webhookEndpoints })
        .from(webhookEvents)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, delivery.endpointId))
        .where(eq(webhookEvents.id, delivery.eventId));
      return rest ? { delivery, ...rest } : null;
    },
    /**
     * Writes an attempt and what follows in one transaction: done, or the next try (`retryAt`, its job
     * sent in the same transaction), or given up. The endpoint's failure run is kept here; when it
     * reaches the limit the endpoint is turned off and `onDisabled` runs in the same transaction.
     */
    async recordAttempt(
      claimed: { delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow },
      attempt: AttemptRecord,
      at: Date,
      next: { succeeded: boolean; retryAt: Date | null },
      rules: { disableAfterFailures: number; disableAfterMs: number },
      effects: { enqueue: (deliveryId: number, within: AppDb, at: Date) => Promise<void>; onDisabled: (endpoint: WebhookEndpointRow & { email: string }, within: AppDb) => Promise<void> },
    ): Promise<void> {
      const { delivery } = claimed;
      await db.transaction(async (tx) => {
        const number = delivery.attempts + 1;
        await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attempt: number, at, ...attempt });
        const last = { attempts: number, lastAttemptAt: at, lastStatusCode: attempt.statusCode, lastDurationMs: attempt.durationMs, lastError: attempt.error, lastResponse: attempt.response, leaseUntil: null };
        if (next.succeeded) {
          await tx.update(webhookDeliveries).set({ ...last, status: "succeeded", failuresInRow: 0 }).where(eq(webhookDeliveries.id, delivery.id));
          await tx.update(webhookEndpoints).set({ consecutiveFailures: 0, failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
          return;
        }
        await tx
          .update(webhookDeliveries)
          .set({ ...last, failuresInRow: delivery.failuresInRow + 1, ...(next.retryAt ? { nextAttemptAt: next.retryAt, enqueuedAt: at } : { status: "failed" }) })
          .where(eq(webhookDeliveries.id, delivery.id));
        if (next.retryAt) await effects.enqueue(delivery.id, tx, next.retryAt);
        const [endpoint] = await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
          .where(eq(webhookEndpoints.id, delivery.endpointId))
          .returning();
        if (!endpoint?.enabled || endpoint.disabledReason) return;
        const longRun = endpoint.consecutiveFailures >= rules.disableAfterFailures || (endpoint.failingSince !== null && at.getTime() - endpoint.failingSince.getTime() >= rules.disableAfterMs);
        if (!longRun) return;
        const [disabled] = await tx
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: "failures", updatedAt: at })
          .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
          .returning();
        if (!disabled) return;
        await failWaiting(tx, endpoint.id, at);
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, endpoint.userId));
        if (owner) await effects.onDisabled({ ...disabled, email: owner.email }, tx);
      });
    },
    /** Deletes events made before `before` that are no longer waiting for any attempt (their deliveries and attempts go with them). */
    async purgeEvents(before: Date): Promise<number> {
      const rows = await db
        .delete(webhookEvents)
        .where(
          and(
            lt(webhookEvents.createdAt, before),
            sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id} and ${webhookDeliveries.status} = 'pending')`,
          ),
        )
        .returning({ id: webhookEvents.id });
      return rows.length;
    },
    /** A claimed delivery that will not be tried (its endpoint is off): failed, so the log says so and 重新发送 can send it. */
    async giveUp(deliveryId: number, at: Date, reason: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: "failed", leaseUntil: null, lastError: reason, lastAttemptAt: at })
        .where(eq(webhookDeliveries.id, deliveryId));
    },
  };
}

/** Deliveries waiting for an endpoint that has just been turned off stop waiting (failed, `endpoint_disabled`). */
async function failWaiting(tx: AppDb, endpointId: number, at: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: "endpoint_disabled", lastAttemptAt: at })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type WebhooksData = ReturnType<typeof createWebhooksData>;
