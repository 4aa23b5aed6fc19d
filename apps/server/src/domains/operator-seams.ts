import type { PlanAllowance } from "../config/env.ts";
import type { AppDb } from "../db/client.ts";

/**
 * The calls plans, back-office and accounts make of one another, declared below all three so each
 * imports only this file and never another of the three (they are wired in `runtime.ts`). An eslint
 * rule keeps it so.
 */

/** Plans asks the back-office: end the group plans whose end date has come (members fall back to their own plan). */
export type GroupPlanLapse = {
  /** Returns how many group plans ended. */
  lapseGroupPlansEndedBy(at: Date): Promise<number>;
};

/** Accounts asks plans: how many accounts an operator (or a plan) allows. */
export type AccountAllowance = {
  maxAccounts(userId: number): Promise<number>;
  allowanceOfPlan(plan: string): PlanAllowance;
};

/** The back-office asks plans: set an operator's plan with the end of its cycle, and read when cycles end. */
export type PlanCycles = {
  /**
   * Sets the plan now and when its cycle ends (null: no end); the free plan has no cycle. All in one
   * transaction, with the caller's own write (`alsoInTransaction`) in it too: what fails changes nothing.
   */
  setPlanAndCycle(userId: number, plan: string, cycleEndsAt: Date | null, alsoInTransaction?: (tx: AppDb) => Promise<void>): Promise<void>;
  /** When each operator's current cycle ends; operators without one are absent. */
  cycleEndsOf(userIds: number[]): Promise<Map<number, Date>>;
};

/** The back-office asks accounts: linked-account counts, and revoking a deleted operator's grants. */
export type OperatorGrants = {
  linkedCounts(userIds: number[]): Promise<Map<number, number>>;
  /** Erases the tokens and unbinds every account of the operator; returns how many. */
  revokeAllOf(userId: number, at: Date): Promise<number>;
};
