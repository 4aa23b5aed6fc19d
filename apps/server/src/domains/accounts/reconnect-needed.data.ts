import type { ReconnectAccountPageQuery } from "@cdp/contracts";
import { and, count, eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { platformAccounts, users } from "../../db/schema/index.ts";

const sortColumns = { linkedAt: platformAccounts.linkedAt, name: platformAccounts.name, owner: users.email };
const needsReconnecting = and(eq(platformAccounts.status, "active"), eq(platformAccounts.tokenStatus, "reconnect_needed"));

/** Linked accounts whose grant lapsed, across every operator, with their owner (system health). */
export function createReconnectNeededData(db: AppDb) {
  const countAll = async (): Promise<number> => {
    const [row] = await db.select({ total: count() }).from(platformAccounts).where(needsReconnecting);
    return row?.total ?? 0;
  };
  return {
    async page(query: { offset: number; limit: number } & Pick<ReconnectAccountPageQuery, "sortBy" | "sortOrder">) {
      const [rows, total] = await Promise.all([
        db
          .select({
            id: platformAccounts.id,
            platform: platformAccounts.platform,
            name: platformAccounts.name,
            username: platformAccounts.username,
            tokenError: platformAccounts.tokenError,
            linkedAt: platformAccounts.linkedAt,
            owner: { id: users.id, email: users.email, nickname: users.nickname },
          })
          .from(platformAccounts)
          .innerJoin(users, eq(users.id, platformAccounts.userId))
          .where(needsReconnecting)
          .orderBy(...sortedBy(sortColumns, query, platformAccounts.id))
          .offset(query.offset)
          .limit(query.limit),
        countAll(),
      ]);
      return { rows, total };
    },
    count: countAll,
  };
}

export type ReconnectNeededData = ReturnType<typeof createReconnectNeededData>;
