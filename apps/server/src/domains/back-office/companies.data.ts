import { asc, eq, ilike, ne, or, and, sql } from "drizzle-orm";
import type { CompanyPageQuery } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { companies, users } from "../../db/schema/index.ts";
import { likePattern } from "../../db/like-pattern.ts";

type CompanyValues = { companyKey: string; companyName: string };

/** Companies (企业用户) and the operators assigned to them. */
export function createCompaniesData(db: AppDb) {
  const operators = sql<number>`(select count(*)::int from "users" as "member" where "member"."company_id" = "companies"."id" and "member"."status" <> 'deleted')`;
  const sortColumns = { createdAt: companies.createdAt, companyKey: companies.companyKey, companyName: companies.companyName, operators };
  return {
    async page(query: CompanyPageQuery) {
      const { page, pageSize, keyword } = query;
      const where = keyword ? or(ilike(companies.companyKey, likePattern(keyword)), ilike(companies.companyName, likePattern(keyword))) : undefined;
      const rows = await db
        .select({ id: companies.id, companyKey: companies.companyKey, companyName: companies.companyName, createdAt: companies.createdAt, operators })
        .from(companies)
        .where(where)
        .orderBy(...sortedBy(sortColumns, query, companies.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: await db.$count(companies, where) };
    },
    async create(values: CompanyValues): Promise<number | null> {
      try {
        const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
        return row?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async update(id: number, values: CompanyValues): Promise<"ok" | "missing" | "taken"> {
      try {
        const rows = await db.update(companies).set(values).where(eq(companies.id, id)).returning({ id: companies.id });
        return rows.length ? "ok" : "missing";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    async exists(id: number): Promise<boolean> {
      return (await db.$count(companies, eq(companies.id, id))) > 0;
    },
    async operatorCount(id: number): Promise<number> {
      return db.$count(users, and(eq(users.companyId, id), ne(users.status, "deleted")));
    },
    /** Deleted operators keep their rows; their company reference is cleared with the company. */
    async remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ companyId: null }).where(eq(users.companyId, id));
        return (await tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id })).length > 0;
      });
    },
    async operators(id: number) {
      return db
        .select({ id: users.id, email: users.email, nickname: users.nickname, mobile: users.phone })
        .from(users)
        .where(and(eq(users.companyId, id), ne(users.status, "deleted")))
        .orderBy(asc(users.email));
    },
  };
}

export type CompaniesData = ReturnType<typeof createCompaniesData>;
