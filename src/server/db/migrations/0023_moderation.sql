CREATE TYPE "public"."report_action" AS ENUM('dismiss', 'hide_listing', 'suspend_user');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('scam', 'wrong_info', 'offensive', 'sold', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('car', 'user', 'message');--> statement-breakpoint
ALTER TYPE "public"."car_status" ADD VALUE 'Hidden';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" text NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reporter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"action" "report_action",
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_newest" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_open" ON "reports" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reports_resolved" ON "reports" USING btree ("resolved_at" DESC NULLS LAST) WHERE resolved_at is not null;--> statement-breakpoint
CREATE INDEX "reports_by_target" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
-- The reports of messages made before moderation had its own tools.
INSERT INTO "reports" ("target_type", "target_id", "reason", "details", "reporter_id", "created_at")
  SELECT 'message', "message_id"::text, 'other', "reason", "reporter_id", "created_at" FROM "message_reports";--> statement-breakpoint
DROP TABLE "message_reports" CASCADE;--> statement-breakpoint
-- The audit log is appended to, never changed.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
