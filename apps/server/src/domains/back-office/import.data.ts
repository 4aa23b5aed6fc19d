import { inArray, or } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { companies, userGroupMembers, userGroups, userPlanOverrides, users } from "../../db/schema/index.ts";

export type ImportedOperator = {
  email: string;
  phone: string | null;
  nickname: string;
  companyId: number | null;
  groupId: number | null;
  plan: string | null;
  passwordHash: string;
};

/** The lookups an import validates against and its single all-or-nothing write. */
export function createImportData(db: AppDb) {
  return {
    async takenEmailsAndPhones(emails: string[], phones: string[]) {
      if (!emails.length && !phones.length) return { emails: new Set<string>(), phones: new Set<string>() };
      const rows = await db
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(or(emails.length ? inArray(users.email, emails) : undefined, phones.length ? inArray(users.phone, phones) : undefined));
      return { emails: new Set(rows.map((row) => row.email)), phones: new Set(rows.flatMap((row) => (row.phone ? [row.phone] : []))) };
    },
    async companies() {
      return db.select({ id: companies.id, companyKey: companies.companyKey, companyName: companies.companyName }).from(companies);
    },
    async groups() {
      return db.select({ id: userGroups.id, name: userGroups.name }).from(userGroups);
    },
    /** Writes every operator, membership and plan in one transaction; a unique clash undoes all of it. */
    async insertAll(rows: ImportedOperator[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(users)
          .values(rows.map((row) => ({ email: row.email, phone: row.phone, nickname: row.nickname, companyId: row.companyId, plan: row.plan ?? "free", passwordHash: row.passwordHash, createdAt: at, updatedAt: at })))
          .returning({ id: users.id, email: users.email });
        const idOf = new Map(created.map((row) => [row.email, row.id]));
        const memberships = rows.flatMap((row) => (row.groupId ? [{ groupId: row.groupId, userId: idOf.get(row.email) ?? 0, joinedAt: at }] : []));
        if (memberships.length) await tx.insert(userGroupMembers).values(memberships);
        const planned = rows.flatMap((row) => (row.plan ? [{ userId: idOf.get(row.email) ?? 0, setAt: at }] : []));
        if (planned.length) await tx.insert(userPlanOverrides).values(planned);
      });
    },
  };
}

export type ImportData = ReturnType<typeof createImportData>;
