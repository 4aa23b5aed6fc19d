ALTER TABLE "publish_tasks" ADD COLUMN "items_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The kept counts learn one more: failed items whose code is `cancelled` (a cancel moves status 0 to 2 and sets the code in one update; a resend moves it back).
CREATE OR REPLACE FUNCTION "publish_items_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
UPDATE "publish_tasks" t SET "items_cancelled" = c."cancelled"
FROM (SELECT "task_id", count(*)::int "cancelled" FROM "publish_items" WHERE "status" = 2 AND "error_code" = 'cancelled' GROUP BY "task_id") c
WHERE c."task_id" = t."id";
