ALTER TABLE "analytics_account_months" ALTER COLUMN "views_gained" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_account_months" ALTER COLUMN "likes_gained" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_account_months" ALTER COLUMN "fans_gained" DROP NOT NULL;--> statement-breakpoint
-- A month whose only stored day is an account's first snapshot (gains over 0 days: a baseline) has no known gain: null, never 0.
UPDATE "analytics_account_months" m SET "views_gained" = NULL, "likes_gained" = NULL, "fans_gained" = NULL
WHERE NOT EXISTS (
	SELECT 1 FROM "analytics_account_days" d
	WHERE d."account_id" = m."account_id" AND d."day" >= m."month" AND d."day" < m."month" + interval '1 month' AND d."gained_over_days" > 0
);
