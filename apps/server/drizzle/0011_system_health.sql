CREATE TABLE "worker_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"run_mode" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"error" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "worker_heartbeats_last_beat_idx" ON "worker_heartbeats" USING btree ("last_beat_at");--> statement-breakpoint
CREATE INDEX "delivery_failures_failed_at_idx" ON "delivery_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "delivery_failures_channel_idx" ON "delivery_failures" USING btree ("channel","failed_at");