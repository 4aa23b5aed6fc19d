ALTER TABLE "publish_tasks" ADD COLUMN "list_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "publish_tasks_user_position_idx" ON "publish_tasks" USING btree ("user_id","list_position");--> statement-breakpoint
-- Hand-written (drizzle-kit does not track triggers): each operator's tasks are numbered 1..N by
-- (created_at, id), so a page of the records list is a range of positions. A task created later
-- than all others (nearly every one) only takes the next number; one created earlier (a moved
-- clock, imported history) moves the newer ones up. The advisory lock orders one operator's
-- concurrent inserts, so two never take the same number.
CREATE FUNCTION "publish_task_position"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"previous" integer;
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM pg_advisory_xact_lock(hashtext('publish-task-position'), NEW."user_id");
		SELECT "list_position" INTO "previous" FROM "publish_tasks"
		WHERE "user_id" = NEW."user_id" AND ("created_at", "id") < (NEW."created_at", NEW."id")
		ORDER BY "created_at" DESC, "id" DESC LIMIT 1;
		UPDATE "publish_tasks" SET "list_position" = "list_position" + 1
		WHERE "user_id" = NEW."user_id" AND ("created_at", "id") > (NEW."created_at", NEW."id");
		NEW."list_position" := coalesce("previous", 0) + 1;
		RETURN NEW;
	END IF;
	-- A deleted task closes its gap, unless its operator is being deleted (the cascade takes them all).
	IF EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
		PERFORM pg_advisory_xact_lock(hashtext('publish-task-position'), OLD."user_id");
		UPDATE "publish_tasks" SET "list_position" = "list_position" - 1
		WHERE "user_id" = OLD."user_id" AND "list_position" > OLD."list_position";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publish_task_position_insert" BEFORE INSERT ON "publish_tasks" FOR EACH ROW EXECUTE FUNCTION "publish_task_position"();--> statement-breakpoint
CREATE TRIGGER "publish_task_position_delete" AFTER DELETE ON "publish_tasks" FOR EACH ROW EXECUTE FUNCTION "publish_task_position"();--> statement-breakpoint
UPDATE "publish_tasks" t SET "list_position" = p."position"
FROM (SELECT "id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id"))::int "position" FROM "publish_tasks") p
WHERE t."id" = p."id";
