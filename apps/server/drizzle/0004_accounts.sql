CREATE TABLE "account_group_members" (
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "account_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"color" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_metrics_daily" (
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"fans" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"views" bigint NOT NULL,
	"videos" bigint NOT NULL,
	CONSTRAINT "account_metrics_daily_account_id_date_pk" PRIMARY KEY("account_id","date")
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"remark" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"fans" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"videos" bigint DEFAULT 0 NOT NULL,
	"stats_updated_at" timestamp with time zone,
	"access_token_encrypted" text,
	"refresh_token_encrypted" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_status" text DEFAULT 'healthy' NOT NULL,
	"token_error" text,
	"status" text DEFAULT 'active' NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_link_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"method" text NOT NULL,
	"state_hash" text NOT NULL,
	"device_handle_encrypted" text,
	"redirect_uri" text,
	"auth_url" text,
	"qr_content" text,
	"user_code" text,
	"verification_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_id" integer,
	"message_key" text,
	"message_params" text,
	"expires_at" timestamp with time zone NOT NULL,
	"poll_interval_seconds" integer DEFAULT 5 NOT NULL,
	"next_poll_at" timestamp with time zone,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_usage" (
	"key" text NOT NULL,
	"period" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_usage_key_period_pk" PRIMARY KEY("key","period")
);
--> statement-breakpoint
ALTER TABLE "account_group_members" ADD CONSTRAINT "account_group_members_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_members" ADD CONSTRAINT "account_group_members_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_groups" ADD CONSTRAINT "account_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metrics_daily" ADD CONSTRAINT "account_metrics_daily_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_link_sessions" ADD CONSTRAINT "platform_link_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_link_sessions" ADD CONSTRAINT "platform_link_sessions_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_link_sessions" ADD CONSTRAINT "platform_link_sessions_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_group_members_account_idx" ON "account_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_groups_user_name_key" ON "account_groups" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_active_external_key" ON "platform_accounts" USING btree ("platform","external_id") WHERE "platform_accounts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "platform_accounts_user_idx" ON "platform_accounts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "platform_accounts_access_expiry_idx" ON "platform_accounts" USING btree ("access_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_link_sessions_state_key" ON "platform_link_sessions" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "platform_link_sessions_user_idx" ON "platform_link_sessions" USING btree ("user_id");