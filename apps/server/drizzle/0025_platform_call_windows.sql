-- TikTok's per-token limits are sliding one-minute windows: a fixed-minute counter let six calls at the end of
-- one minute and six at the start of the next go out within seconds, and TikTok refused the second six (each a retry
-- used). A key's recent call times sit in one row, so one locked upsert decides a call (call-windows.data.ts).
CREATE TABLE "platform_call_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"times" bigint[] NOT NULL
);
