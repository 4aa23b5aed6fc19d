ALTER TABLE "publish_attempts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "publish_attempts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "publish_attempts" ADD COLUMN "options" jsonb;--> statement-breakpoint
-- Attempts stored before this kept nothing of what they sent: the item's texts and the task's options are the best record of it.
UPDATE "publish_attempts" AS a SET "title" = i."title", "description" = i."description", "options" = t."options"
FROM "publish_items" AS i JOIN "publish_tasks" AS t ON t."id" = i."task_id"
WHERE i."id" = a."item_id" AND a."title" IS NULL;
