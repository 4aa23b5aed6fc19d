import { sql, type Placeholder, type SQL } from "drizzle-orm";

/**
 * The plan in force for an operator, as one SQL expression (null for no such user): their own plan
 * when an administrator set it individually (`user_plan_overrides`) or when none of their groups
 * has a plan, else the plan of their first group (by id) that has one. Every limit reads this rule:
 * the plan service through `effectivePlanOf`, and statements that need the plan beside their rows.
 */
export const effectivePlanSql = (userId: number | Placeholder | SQL): SQL<string | null> =>
  sql<string | null>`(select case when exists (select 1 from user_plan_overrides o where o.user_id = u.id) then u.plan
    else coalesce((select g.plan from user_group_members gm join user_groups g on g.id = gm.group_id where gm.user_id = u.id and g.plan is not null order by g.id limit 1), u.plan) end
    from users u where u.id = ${userId})`;
