import { type Locale, type OperatorCreate, type OperatorRow, type OperatorUpdate } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { IdentityApi } from "../identity/identity.module.ts";
import { normalizeEmail } from "../identity/accounts.ts";
import { hashPassword } from "../identity/passwords.ts";
import { operatorView } from "./operator-view.ts";
import type { OperatorFilters, OperatorListRow, OperatorsData } from "./operators.data.ts";
import { everyDay, type DayRange, type TaskCompletions } from "./task-completions.ts";
import { randomBytes } from "node:crypto";
import type { OperatorGrants, PlanCycles } from "../operator-seams.ts";

export type OperatorsServiceDeps = {
  data: OperatorsData;
  identity: Pick<IdentityApi, "endOperatorSessions" | "sendPasswordEmail" | "sendInvitation">;
  grants: OperatorGrants;
  planCycles: PlanCycles;
  completions: TaskCompletions;
  clock: Clock;
};

const notFound = () => new AppError("NOT_FOUND", { messageKey: "backOffice.operator.notFound" });
const companyNotFound = () => new AppError("BAD_REQUEST", { messageKey: "backOffice.company.notFound" });

/** 用户管理: the administrators' list and actions on operators. */
export function createOperatorsService(deps: OperatorsServiceDeps) {
  const { data, clock } = deps;

  async function views(rows: OperatorListRow[]): Promise<OperatorRow[]> {
    const ids = rows.map((row) => row.id);
    const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
    const [companies, groups, linked, cycleEnds] = await Promise.all([data.companiesByIds(companyIds), data.groupsOf(ids), deps.grants.linkedCounts(ids), deps.planCycles.cycleEndsOf(ids)]);
    return rows.map((row) =>
      operatorView(
        row,
        companies.find((company) => company.id === row.companyId) ?? null,
        groups.filter((group) => group.userId === row.id),
        linked.get(row.id) ?? 0,
        cycleEnds.get(row.id) ?? null,
      ),
    );
  }

  async function existing(id: number): Promise<OperatorListRow> {
    const row = await data.findById(id);
    if (!row) throw notFound();
    return row;
  }

  async function assertCompany(companyId: number | null | undefined) {
    if (companyId && !(await data.companyExists(companyId))) throw companyNotFound();
  }

  return {
    async page(filters: OperatorFilters): Promise<{ list: OperatorRow[]; total: number }> {
      const { rows, total } = await data.page(filters);
      return { list: await views(rows), total };
    },

    async get(id: number): Promise<OperatorRow> {
      const [view] = await views([await existing(id)]);
      if (!view) throw notFound();
      return view;
    },

    /** Without a password the operator gets an emailed invitation link to choose one. */
    async create(input: OperatorCreate, locale: Locale): Promise<{ operator: OperatorRow; invited: boolean }> {
      await assertCompany(input.companyId);
      const email = normalizeEmail(input.email);
      const now = clock();
      const id = await data.create({
        email,
        phone: input.mobile ?? null,
        nickname: input.nickname,
        companyId: input.companyId ?? null,
        // Nobody knows this password: an invited operator sets their own from the emailed link.
        passwordHash: await hashPassword(input.password ?? randomBytes(24).toString("base64url")),
        createdAt: now,
        updatedAt: now,
      });
      if (id === null) throw new AppError("CONFLICT", { messageKey: "auth.emailTaken" });
      if (!input.password) await deps.identity.sendInvitation(email, locale);
      return { operator: await this.get(id), invited: !input.password };
    },

    async update(input: OperatorUpdate): Promise<OperatorRow> {
      await assertCompany(input.companyId);
      const result = await data.update(input.id, {
        nickname: input.nickname,
        ...(input.mobile !== undefined ? { phone: input.mobile } : {}),
        ...(input.companyId !== undefined ? { companyId: input.companyId } : {}),
        updatedAt: clock(),
      });
      if (result === "missing") throw notFound();
      if (result === "taken") throw new AppError("CONFLICT", { messageKey: "auth.phoneTaken" });
      return this.get(input.id);
    },

    /** The operator's own plan (group plans stop applying), in one transaction with its end, the plans domain's cycle. */
    async setPlan(id: number, plan: string, planEndsAt: string | null): Promise<OperatorRow> {
      await deps.planCycles.setPlanAndCycle(id, plan, planEndsAt ? new Date(planEndsAt) : null, async (tx) => {
        if (!(await data.markIndividualPlan(id, clock(), tx))) throw notFound();
      });
      return this.get(id);
    },

    /** Disabling signs the operator out everywhere; sign-in is refused until enabled again. */
    async setStatus(id: number, status: "active" | "disabled"): Promise<OperatorRow> {
      if ((await data.update(id, { status, updatedAt: clock() })) !== "ok") throw notFound();
      if (status === "disabled") await deps.identity.endOperatorSessions(id);
      return this.get(id);
    },

    async sendPasswordReset(id: number, locale: Locale): Promise<void> {
      const row = await existing(id);
      await deps.identity.sendPasswordEmail(row.email, locale);
    },

    async resendInvitation(id: number, locale: Locale): Promise<void> {
      const row = await existing(id);
      await deps.identity.sendInvitation(row.email, locale);
    },

    /** Signs out, revokes platform grants, keeps the rows (status `deleted`) for the audit period. */
    async remove(id: number): Promise<{ revokedGrants: number }> {
      if ((await data.update(id, { status: "deleted", updatedAt: clock() })) !== "ok") throw notFound();
      await deps.identity.endOperatorSessions(id);
      return { revokedGrants: await deps.grants.revokeAllOf(id, clock()) };
    },

    /** Tasks and items by status per operator; with `daily`, also each day of the range (for a chart). */
    async completions(ids: number[], range: DayRange, daily = false) {
      const counts = await deps.completions.countsByUser(ids, range);
      if (!daily) return counts;
      const days = await deps.completions.dailyCountsByUser(ids, range);
      return counts.map((count) => ({
        ...count,
        daily: everyDay(
          range,
          days.filter((day) => day.id === count.id).map(({ id: _id, ...day }) => day),
        ),
      }));
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
