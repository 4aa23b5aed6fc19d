-- The back-office's end dates move to the plans domain's cycles; an administrator's later setting wins over an older cycle.
INSERT INTO "plan_subscriptions" ("user_id", "plan", "cycle_ends_at", "next_plan", "updated_at")
SELECT "u"."id", "u"."plan", "u"."plan_ends_at", NULL, coalesce("o"."set_at", "u"."updated_at")
FROM "users" AS "u" LEFT JOIN "user_plan_overrides" AS "o" ON "o"."user_id" = "u"."id"
WHERE "u"."plan_ends_at" IS NOT NULL AND "u"."plan" <> 'free'
ON CONFLICT ("user_id") DO UPDATE SET "plan" = excluded."plan", "cycle_ends_at" = excluded."cycle_ends_at", "next_plan" = NULL, "updated_at" = excluded."updated_at"
WHERE "plan_subscriptions"."updated_at" < excluded."updated_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan_ends_at";
