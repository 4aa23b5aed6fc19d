import { desc } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export function createOutboxData(db: AppDb) {
  return {
    async add(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },
    /** Newest first. */
    async latest(limit: number): Promise<OutboxMessage[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}

export type OutboxData = ReturnType<typeof createOutboxData>;
