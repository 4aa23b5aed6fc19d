CREATE TABLE "operator_inactivity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL,
	"reclaimed_at" timestamp with time zone,
	"reclaim_action" text
);
--> statement-breakpoint
ALTER TABLE "operator_inactivity" ADD CONSTRAINT "operator_inactivity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;