-- The back-office's end dates move to the plans domain's cycles; an administrator's later setting wins over an older cycle.
INSERT INTO "plan_subscriptions" ("user_id", "plan", "cycle_ends_at", "next_plan", "updated_at")
SELECT "u"."id", "u"."plan", "u"."plan_ends_at", NULL, coalesce("o"."set_at", "u"."updated_at")
FROM "users" AS "u" LEFT JOIN "user_plan_overrides" AS "o" ON "o"."user_id" = "u"."id"
WHERE "u"."plan_ends_at" IS NOT NULL AND "u"."plan" <> 'free'
ON CONFLICT ("user_id") DO UPDATE SET "plan" = excluded."plan", "cycle_ends_at" = excluded."cycle_ends_at", "next_plan" = NULL, "updated_at" = excluded."updated_at"
WHERE "plan_subscriptions"."updated_at" < excluded."updated_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan_ends_at";--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "operator_inactivity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL,
	"reclaimed_at" timestamp with time zone,
	"reclaim_action" text
);
--> statement-breakpoint
ALTER TABLE "operator_inactivity" ADD CONSTRAINT "operator_inactivity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
