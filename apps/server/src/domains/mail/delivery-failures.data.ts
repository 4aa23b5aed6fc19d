import type { DeliveryFailurePageQuery } from "@cdp/contracts";
import { and, count, eq, gte, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { deliveryFailures } from "../../db/schema/index.ts";

export type DeliveryFailureRow = typeof deliveryFailures.$inferSelect;
export type NewDeliveryFailure = typeof deliveryFailures.$inferInsert;
export type DeliveryChannel = DeliveryFailureRow["channel"];

const sortColumns = { failedAt: deliveryFailures.failedAt, recipient: deliveryFailures.recipient, channel: deliveryFailures.channel };

/** Sends a provider refused, newest first unless asked otherwise, for the system health page. */
export function createDeliveryFailuresData(db: AppDb) {
  return {
    async add(failure: NewDeliveryFailure): Promise<void> {
      await db.insert(deliveryFailures).values(failure);
    },
    async page(query: { channel?: DeliveryChannel; offset: number; limit: number } & Pick<DeliveryFailurePageQuery, "sortBy" | "sortOrder">): Promise<{ rows: DeliveryFailureRow[]; total: number }> {
      const where: SQL | undefined = query.channel ? eq(deliveryFailures.channel, query.channel) : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select().from(deliveryFailures).where(where).orderBy(...sortedBy(sortColumns, query, deliveryFailures.id)).offset(query.offset).limit(query.limit),
        db.select({ total: count() }).from(deliveryFailures).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    /** Failures per channel since `since`. */
    async countSince(since: Date): Promise<Record<DeliveryChannel, number>> {
      const rows = await db
        .select({ channel: deliveryFailures.channel, failures: count() })
        .from(deliveryFailures)
        .where(and(gte(deliveryFailures.failedAt, since)))
        .groupBy(deliveryFailures.channel);
      const counts: Record<DeliveryChannel, number> = { email: 0, sms: 0 };
      for (const row of rows) counts[row.channel] = row.failures;
      return counts;
    },
  };
}

export type DeliveryFailuresData = ReturnType<typeof createDeliveryFailuresData>;
