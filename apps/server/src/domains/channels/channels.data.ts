import { asc, eq, sql } from "drizzle-orm";
import type { ChannelPageQuery } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { channels } from "../../db/schema/index.ts";

export type ChannelRow = typeof channels.$inferSelect;

export function createChannelsData(db: AppDb) {
  const operators = sql<number>`(select count(*)::int from "users" as "u" where "u"."channel_id" = "channels"."id")`;
  const sortColumns = { createdAt: channels.createdAt, name: channels.name, operators };
  return {
    async findById(id: number): Promise<ChannelRow | null> {
      return (await db.select().from(channels).where(eq(channels.id, id)).limit(1))[0] ?? null;
    },
    async first(): Promise<ChannelRow | null> {
      return (await db.select().from(channels).orderBy(asc(channels.id)).limit(1))[0] ?? null;
    },
    async page(query: ChannelPageQuery) {
      const { page, pageSize } = query;
      const rows = await db
        .select({ id: channels.id, name: channels.name, loginPicture: channels.loginPicture, createdAt: channels.createdAt, operators })
        .from(channels)
        .orderBy(...sortedBy(sortColumns, query, channels.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: await db.$count(channels) };
    },
    async update(id: number, values: { name: string; loginPicture: string | null }): Promise<boolean> {
      return (await db.update(channels).set(values).where(eq(channels.id, id)).returning({ id: channels.id })).length > 0;
    },
    /** Operators who came through it keep their accounts (their channel is cleared). */
    async remove(id: number): Promise<boolean> {
      return (await db.delete(channels).where(eq(channels.id, id)).returning({ id: channels.id })).length > 0;
    },
    async create(channel: typeof channels.$inferInsert): Promise<ChannelRow> {
      const [created] = await db.insert(channels).values(channel).returning();
      if (!created) throw new Error("channel insert returned nothing");
      return created;
    },
  };
}

export type ChannelsData = ReturnType<typeof createChannelsData>;
