import { asc, eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { channels } from "../../db/schema/index.ts";

export type ChannelRow = typeof channels.$inferSelect;

export function createChannelsData(db: AppDb) {
  return {
    async findById(id: number): Promise<ChannelRow | null> {
      return (await db.select().from(channels).where(eq(channels.id, id)).limit(1))[0] ?? null;
    },
    async first(): Promise<ChannelRow | null> {
      return (await db.select().from(channels).orderBy(asc(channels.id)).limit(1))[0] ?? null;
    },
    async create(channel: typeof channels.$inferInsert): Promise<ChannelRow> {
      const [created] = await db.insert(channels).values(channel).returning();
      if (!created) throw new Error("channel insert returned nothing");
      return created;
    },
  };
}

export type ChannelsData = ReturnType<typeof createChannelsData>;
