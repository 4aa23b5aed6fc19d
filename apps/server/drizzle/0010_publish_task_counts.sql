CREATE TABLE "publish_task_totals" (
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"status" smallint NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "publish_task_totals_user_id_platform_type_status_pk" PRIMARY KEY("user_id","platform","type","status")
);
--> statement-breakpoint
DROP INDEX "publish_tasks_user_created_idx";--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "items_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "items_distributing" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "items_succeeded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "items_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "status" smallint GENERATED ALWAYS AS (case when items_distributing > 0 then 0 when items_failed > 0 then 2 else 1 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_task_totals" ADD CONSTRAINT "publish_task_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_tasks_user_status_created_idx" ON "publish_tasks" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "publish_tasks_user_created_idx" ON "publish_tasks" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not track triggers): each task's item counts follow its items.
CREATE FUNCTION "publish_items_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" - 1,
			"items_distributing" = "items_distributing" - (OLD."status" = 0)::int,
			"items_succeeded" = "items_succeeded" - (OLD."status" = 1)::int,
			"items_failed" = "items_failed" - (OLD."status" = 2)::int
		WHERE "id" = OLD."task_id";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" + 1,
			"items_distributing" = "items_distributing" + (NEW."status" = 0)::int,
			"items_succeeded" = "items_succeeded" + (NEW."status" = 1)::int,
			"items_failed" = "items_failed" + (NEW."status" = 2)::int
		WHERE "id" = NEW."task_id";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publish_items_count_insert_delete" AFTER INSERT OR DELETE ON "publish_items" FOR EACH ROW EXECUTE FUNCTION "publish_items_count"();--> statement-breakpoint
CREATE TRIGGER "publish_items_count_status" AFTER UPDATE OF "status" ON "publish_items" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "publish_items_count"();--> statement-breakpoint
UPDATE "publish_tasks" t SET
	"items_total" = c."total", "items_distributing" = c."distributing", "items_succeeded" = c."succeeded", "items_failed" = c."failed"
FROM (
	SELECT "task_id", count(*)::int "total", (count(*) FILTER (WHERE "status" = 0))::int "distributing",
		(count(*) FILTER (WHERE "status" = 1))::int "succeeded", (count(*) FILTER (WHERE "status" = 2))::int "failed"
	FROM "publish_items" GROUP BY "task_id"
) c
WHERE t."id" = c."task_id";
--> statement-breakpoint
-- Hand-written: each operator's task totals per platform, type and status follow the tasks.
CREATE FUNCTION "publish_tasks_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "publish_task_totals" SET "tasks" = "tasks" - 1
		WHERE "user_id" = OLD."user_id" AND "platform" = OLD."platform" AND "type" = OLD."type" AND "status" = OLD."status";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "publish_task_totals" ("user_id", "platform", "type", "status", "tasks") VALUES (NEW."user_id", NEW."platform", NEW."type", NEW."status", 1)
		ON CONFLICT ("user_id", "platform", "type", "status") DO UPDATE SET "tasks" = "publish_task_totals"."tasks" + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publish_tasks_total_insert_delete" AFTER INSERT OR DELETE ON "publish_tasks" FOR EACH ROW EXECUTE FUNCTION "publish_tasks_total"();--> statement-breakpoint
CREATE TRIGGER "publish_tasks_total_status" AFTER UPDATE ON "publish_tasks" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "publish_tasks_total"();--> statement-breakpoint
INSERT INTO "publish_task_totals" ("user_id", "platform", "type", "status", "tasks")
SELECT "user_id", "platform", "type", "status", count(*)::int FROM "publish_tasks" GROUP BY "user_id", "platform", "type", "status";
