CREATE TABLE "publish_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"call" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" smallint,
	"error_class" text,
	"error_code" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"worker" text NOT NULL,
	"takeover" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publish_calls" ADD CONSTRAINT "publish_calls_item_id_publish_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."publish_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_calls_item_idx" ON "publish_calls" USING btree ("item_id","id");--> statement-breakpoint
ALTER TABLE "publish_items" ADD COLUMN "poll_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "items_unverified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit would drop the status column under its trigger and index).
DROP TRIGGER "publish_tasks_total_status" ON "publish_tasks";--> statement-breakpoint
ALTER TABLE "publish_tasks" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "status" smallint GENERATED ALWAYS AS (case when items_distributing > 0 then 0 when items_failed > 0 then 2 when items_unverified > 0 then 3 else 1 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "publish_tasks_user_status_created_idx" ON "publish_tasks" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE TRIGGER "publish_tasks_total_status" AFTER UPDATE ON "publish_tasks" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "publish_tasks_total"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "publish_items_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" - 1,
			"items_distributing" = "items_distributing" - (OLD."status" = 0)::int,
			"items_succeeded" = "items_succeeded" - (OLD."status" = 1)::int,
			"items_failed" = "items_failed" - (OLD."status" = 2)::int,
			"items_unverified" = "items_unverified" - (OLD."status" = 3)::int
		WHERE "id" = OLD."task_id";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" + 1,
			"items_distributing" = "items_distributing" + (NEW."status" = 0)::int,
			"items_succeeded" = "items_succeeded" + (NEW."status" = 1)::int,
			"items_failed" = "items_failed" + (NEW."status" = 2)::int,
			"items_unverified" = "items_unverified" + (NEW."status" = 3)::int
		WHERE "id" = NEW."task_id";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Photo posts that ended "unconfirmed" before this release are what status 3 (需核实) now names.
UPDATE "publish_items" SET "status" = 3, "phase" = 'unverified', "error_key" = 'publish.unverifiable' WHERE "status" = 2 AND "error_code" = 'unconfirmed';--> statement-breakpoint
UPDATE "publish_attempts" a SET "status" = 3 FROM "publish_items" i WHERE a."item_id" = i."id" AND a."attempt" = i."attempt" AND i."status" = 3;--> statement-breakpoint
DELETE FROM "publish_task_totals";--> statement-breakpoint
INSERT INTO "publish_task_totals" ("user_id", "platform", "type", "status", "tasks")
SELECT "user_id", "platform", "type", "status", count(*)::int FROM "publish_tasks" GROUP BY "user_id", "platform", "type", "status";
