CREATE TABLE "analytics_account_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"fans" bigint NOT NULL,
	"videos" bigint NOT NULL,
	"views_gained" bigint NOT NULL,
	"likes_gained" bigint NOT NULL,
	"fans_gained" bigint NOT NULL,
	"gained_over_days" smallint DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "analytics_account_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_account_months" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"views_gained" bigint NOT NULL,
	"likes_gained" bigint NOT NULL,
	"fans_gained" bigint NOT NULL,
	"fans" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"days_recorded" smallint NOT NULL,
	"first_day" date NOT NULL,
	"history_start" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "analytics_account_months_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_account_state" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"backfilled" boolean DEFAULT false NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "plan_redeem_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"plan" text NOT NULL,
	"duration_days" integer NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"redeemed_by_user_id" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "plan_redeem_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"cycle_ends_at" timestamp with time zone NOT NULL,
	"next_plan" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_upgrade_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_upgrade_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_admin_id" integer
);
--> statement-breakpoint
ALTER TABLE "analytics_account_days" ADD CONSTRAINT "analytics_account_days_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_account_months" ADD CONSTRAINT "analytics_account_months_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_account_state" ADD CONSTRAINT "analytics_account_state_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_redeem_codes" ADD CONSTRAINT "plan_redeem_codes_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_redeem_codes" ADD CONSTRAINT "plan_redeem_codes_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_upgrade_requests" ADD CONSTRAINT "plan_upgrade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_upgrade_requests" ADD CONSTRAINT "plan_upgrade_requests_decided_by_admin_id_admins_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_account_months_month_idx" ON "analytics_account_months" USING btree ("month","account_id");--> statement-breakpoint
CREATE INDEX "plan_redeem_codes_created_idx" ON "plan_redeem_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plan_upgrade_requests_status_idx" ON "plan_upgrade_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "plan_upgrade_requests_user_idx" ON "plan_upgrade_requests" USING btree ("user_id");