CREATE TABLE "analytics_post_days" (
	"item_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint,
	CONSTRAINT "analytics_post_days_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_post_state" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"last_checked_on" date,
	"last_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "analytics_post_days" ADD CONSTRAINT "analytics_post_days_item_id_publish_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."publish_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_post_days" ADD CONSTRAINT "analytics_post_days_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_post_state" ADD CONSTRAINT "analytics_post_state_item_id_publish_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."publish_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_post_days_account_idx" ON "analytics_post_days" USING btree ("account_id","item_id");