-- The kept task counts take their rows of publish_task_totals in one order (docs/server-domains.md): two operations of
-- one operator (a new task and a finished post, a cancel and a resend) took the same two rows in opposite
-- orders and PostgreSQL ended one of them to break the deadlock. An item's status change is now one update
-- of its task (it passed through a status in between: 0 -> 1 -> 2 for a cancel), and a task's status change
-- takes the lower status's row first. A new task no longer passes through 1: see `insertTasks`.
CREATE OR REPLACE FUNCTION "publish_items_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."task_id" = NEW."task_id" THEN
		UPDATE "publish_tasks" SET
			"items_distributing" = "items_distributing" - (OLD."status" = 0)::int + (NEW."status" = 0)::int,
			"items_succeeded" = "items_succeeded" - (OLD."status" = 1)::int + (NEW."status" = 1)::int,
			"items_failed" = "items_failed" - (OLD."status" = 2)::int + (NEW."status" = 2)::int,
			"items_unverified" = "items_unverified" - (OLD."status" = 3)::int + (NEW."status" = 3)::int,
			"items_cancelled" = "items_cancelled"
				- (OLD."status" = 2 AND OLD."error_code" IS NOT DISTINCT FROM 'cancelled')::int
				+ (NEW."status" = 2 AND NEW."error_code" IS NOT DISTINCT FROM 'cancelled')::int
		WHERE "id" = NEW."task_id";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" - 1,
			"items_distributing" = "items_distributing" - (OLD."status" = 0)::int,
			"items_succeeded" = "items_succeeded" - (OLD."status" = 1)::int,
			"items_failed" = "items_failed" - (OLD."status" = 2)::int,
			"items_unverified" = "items_unverified" - (OLD."status" = 3)::int,
			"items_cancelled" = "items_cancelled" - (OLD."status" = 2 AND OLD."error_code" IS NOT DISTINCT FROM 'cancelled')::int
		WHERE "id" = OLD."task_id";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		UPDATE "publish_tasks" SET
			"items_total" = "items_total" + 1,
			"items_distributing" = "items_distributing" + (NEW."status" = 0)::int,
			"items_succeeded" = "items_succeeded" + (NEW."status" = 1)::int,
			"items_failed" = "items_failed" + (NEW."status" = 2)::int,
			"items_unverified" = "items_unverified" + (NEW."status" = 3)::int,
			"items_cancelled" = "items_cancelled" + (NEW."status" = 2 AND NEW."error_code" IS NOT DISTINCT FROM 'cancelled')::int
		WHERE "id" = NEW."task_id";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "publish_tasks_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A move to a lower status counts the new row first, so every change takes the lower status's row first.
	IF TG_OP = 'UPDATE' AND NEW."status" < OLD."status" THEN
		INSERT INTO "publish_task_totals" ("user_id", "platform", "type", "status", "tasks") VALUES (NEW."user_id", NEW."platform", NEW."type", NEW."status", 1)
		ON CONFLICT ("user_id", "platform", "type", "status") DO UPDATE SET "tasks" = "publish_task_totals"."tasks" + 1;
		UPDATE "publish_task_totals" SET "tasks" = "tasks" - 1
		WHERE "user_id" = OLD."user_id" AND "platform" = OLD."platform" AND "type" = OLD."type" AND "status" = OLD."status";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "publish_task_totals" SET "tasks" = "tasks" - 1
		WHERE "user_id" = OLD."user_id" AND "platform" = OLD."platform" AND "type" = OLD."type" AND "status" = OLD."status";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "publish_task_totals" ("user_id", "platform", "type", "status", "tasks") VALUES (NEW."user_id", NEW."platform", NEW."type", NEW."status", 1)
		ON CONFLICT ("user_id", "platform", "type", "status") DO UPDATE SET "tasks" = "publish_task_totals"."tasks" + 1;
	END IF;
	RETURN NULL;
END $$;
