import type { Company, CompanyPageQuery } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import type { CompaniesData } from "./companies.data.ts";

type CompanyInput = { companyKey: string; companyName: string };

const notFound = () => new AppError("NOT_FOUND", { messageKey: "backOffice.company.notFound" });
const keyTaken = () => new AppError("CONFLICT", { messageKey: "backOffice.company.keyTaken" });

/** 企业用户: companies and the operators assigned to them. */
export function createCompaniesService(deps: { data: CompaniesData }) {
  const { data } = deps;
  return {
    async page(query: CompanyPageQuery): Promise<{ list: Company[]; total: number }> {
      const { rows, total } = await data.page(query);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },
    async create(input: CompanyInput): Promise<{ id: number }> {
      const id = await data.create(input);
      if (id === null) throw keyTaken();
      return { id };
    },
    async update(id: number, input: CompanyInput): Promise<void> {
      const result = await data.update(id, input);
      if (result === "missing") throw notFound();
      if (result === "taken") throw keyTaken();
    },
    /** A company that still has operators is not deleted (they would silently lose it). */
    async remove(id: number): Promise<void> {
      if ((await data.operatorCount(id)) > 0) throw new AppError("CONFLICT", { messageKey: "backOffice.company.hasOperators" });
      if (!(await data.remove(id))) throw notFound();
    },
    async operators(id: number) {
      if (!(await data.exists(id))) throw notFound();
      return data.operators(id);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
