CREATE TABLE "publish_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_id" text,
	"error_code" text,
	"error_key" text,
	"error_params" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publish_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"media_ids" integer[] NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"uploaded_bytes" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint DEFAULT 0 NOT NULL,
	"publish_id" text,
	"post_id" text,
	"post_url" text,
	"link_pending" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error_key" text,
	"error_params" jsonb,
	"resume_state" jsonb,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"poll_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_media_id" integer,
	"options" jsonb NOT NULL,
	"send_type" text NOT NULL,
	"group_id" integer,
	"interval_seconds" integer DEFAULT 0 NOT NULL,
	"jitter_seconds" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"operated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publish_attempts" ADD CONSTRAINT "publish_attempts_item_id_publish_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."publish_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_items" ADD CONSTRAINT "publish_items_task_id_publish_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."publish_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_items" ADD CONSTRAINT "publish_items_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_attempts_item_idx" ON "publish_attempts" USING btree ("item_id","attempt");--> statement-breakpoint
CREATE INDEX "publish_items_task_idx" ON "publish_items" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "publish_items_account_schedule_idx" ON "publish_items" USING btree ("account_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "publish_items_open_idx" ON "publish_items" USING btree ("phase","scheduled_at") WHERE "publish_items"."status" = 0;--> statement-breakpoint
CREATE INDEX "publish_tasks_user_created_idx" ON "publish_tasks" USING btree ("user_id","created_at");