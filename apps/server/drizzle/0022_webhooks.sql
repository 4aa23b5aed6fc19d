CREATE TABLE "webhook_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" smallint,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"endpoint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"enqueued_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" smallint,
	"last_duration_ms" integer,
	"last_error" text,
	"last_response" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret_sealed" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"endpoint_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "webhook_events_undispatched_idx" ON "webhook_events" USING btree ("created_at") WHERE "webhook_events"."dispatched_at" is null;--> statement-breakpoint
-- The outbox is written by triggers, so an event exists exactly when the change it reports was committed,
-- whichever code path made it (a worker's outcome, a cancel, an unbind, the sweeper): ADR 15.
-- Only operators with an enabled endpoint that wants the event type get a row.
CREATE FUNCTION "webhook_wanted"(owner integer, event_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "user_id" = owner AND "enabled" AND event_type = ANY("events"))
$$;--> statement-breakpoint
CREATE FUNCTION "publish_items_webhook"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	account record;
	task record;
BEGIN
	SELECT "id", "name", "username", "status", "token_status" INTO account FROM "platform_accounts" WHERE "id" = NEW."account_id";
	IF NEW."status" = 1 AND NOT NEW."link_pending" AND (OLD."status" <> 1 OR OLD."link_pending") AND "webhook_wanted"(NEW."user_id", 'target.succeeded') THEN
		INSERT INTO "webhook_events" ("user_id", "type", "data") VALUES (NEW."user_id", 'target.succeeded', jsonb_build_object(
			'taskId', NEW."task_id", 'targetId', NEW."id", 'attempt', NEW."attempt", 'platform', NEW."platform",
			'account', jsonb_build_object('id', account."id", 'name', account."name", 'username', account."username"),
			'postUrl', NEW."post_url", 'postId', NEW."post_id", 'platformVideoId', NEW."publish_id"));
	ELSIF NEW."status" = 2 AND OLD."status" <> 2 AND "webhook_wanted"(NEW."user_id", 'target.failed') THEN
		INSERT INTO "webhook_events" ("user_id", "type", "data") VALUES (NEW."user_id", 'target.failed', jsonb_build_object(
			'taskId', NEW."task_id", 'targetId', NEW."id", 'attempt', NEW."attempt", 'platform', NEW."platform",
			'account', jsonb_build_object('id', account."id", 'name', account."name", 'username', account."username"),
			'reason', jsonb_build_object('code', NEW."error_code", 'key', NEW."error_key", 'params', COALESCE(NEW."error_params", '{}'::jsonb)),
			'cancelled', NEW."error_code" IS NOT DISTINCT FROM 'cancelled',
			'accountNeedsReauthorization', account."status" = 'active' AND account."token_status" = 'reconnect_needed',
			'resendable', account."status" = 'active' AND account."token_status" = 'healthy'));
	END IF;
	IF OLD."status" = 0 AND NEW."status" <> 0 AND "webhook_wanted"(NEW."user_id", 'task.finished') THEN
		SELECT * INTO task FROM "publish_tasks" WHERE "id" = NEW."task_id";
		IF task."items_distributing" = 0 THEN
			INSERT INTO "webhook_events" ("user_id", "type", "data") VALUES (NEW."user_id", 'task.finished', jsonb_build_object(
				'taskId', task."id", 'name', task."name", 'type', task."type", 'platform', task."platform", 'status', task."status",
				'counts', jsonb_build_object('total', task."items_total", 'succeeded', task."items_succeeded", 'failed', task."items_failed",
					'unverified', task."items_unverified", 'cancelled', task."items_cancelled")));
		END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Named after "publish_items_count_status" so the task's counts are already kept when it reads them.
CREATE TRIGGER "publish_items_webhook" AFTER UPDATE OF "status", "link_pending" ON "publish_items" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."link_pending" IS DISTINCT FROM NEW."link_pending") EXECUTE FUNCTION "publish_items_webhook"();--> statement-breakpoint
CREATE FUNCTION "platform_accounts_webhook"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF "webhook_wanted"(NEW."user_id", 'account.reauthorization_required') THEN
		INSERT INTO "webhook_events" ("user_id", "type", "data") VALUES (NEW."user_id", 'account.reauthorization_required', jsonb_build_object(
			'account', jsonb_build_object('id', NEW."id", 'platform', NEW."platform", 'name', NEW."name", 'username', NEW."username"),
			'reason', jsonb_build_object('key', NEW."token_error")));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "platform_accounts_webhook" AFTER UPDATE OF "token_status" ON "platform_accounts" FOR EACH ROW
	WHEN (OLD."token_status" IS DISTINCT FROM NEW."token_status" AND NEW."token_status" = 'reconnect_needed' AND NEW."status" = 'active') EXECUTE FUNCTION "platform_accounts_webhook"();
