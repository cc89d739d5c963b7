ALTER TYPE "public"."report_action" ADD VALUE 'publish_listing';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'check';--> statement-breakpoint
CREATE TABLE "photo_bands" (
	"upload_key" text NOT NULL,
	"band" integer NOT NULL,
	"dhash" bigint NOT NULL,
	"owner_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vin_readings" (
	"vin" text NOT NULL,
	"mileage" integer NOT NULL,
	"car_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_has_html";--> statement-breakpoint
DROP INDEX "uploads_by_owner";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "review_passed" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "warning" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash_bands" integer[];--> statement-breakpoint
ALTER TABLE "photo_bands" ADD CONSTRAINT "photo_bands_upload_key_uploads_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."uploads"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_bands_lookup" ON "photo_bands" USING btree ("band","dhash","owner_id");--> statement-breakpoint
CREATE INDEX "photo_bands_by_upload" ON "photo_bands" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "vin_readings_by_vin" ON "vin_readings" USING btree ("vin","mileage");--> statement-breakpoint
CREATE INDEX "cars_by_vin" ON "cars" USING btree ("vin") WHERE vin is not null;--> statement-breakpoint
CREATE INDEX "messages_by_sender" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_check" ON "reports" USING btree ("target_type","target_id") WHERE resolved_at is null and reporter_id is null;--> statement-breakpoint
CREATE INDEX "uploads_unattached" ON "uploads" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
CREATE INDEX "uploads_by_owner" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_has_html" CHECK ("outbox"."html" is not null or "outbox"."notice" is not null or "outbox"."sent_at" is not null);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_check_has_no_reporter" CHECK (("reports"."reporter_id" is null) = ("reports"."reason"::text = 'check'));--> statement-breakpoint
-- Photos already on a listing are attached (a day-old unattached photo is deleted).
UPDATE "uploads" SET "attached_at" = "created_at" WHERE EXISTS (
  SELECT 1 FROM "cars" c, unnest(c."images") AS i(url) WHERE split_part(i.url, '/', 3) = "uploads"."key"
);--> statement-breakpoint
-- Every VIN's mileage as listed so far.
INSERT INTO "vin_readings" ("vin", "mileage", "car_id", "seller_id", "at")
  SELECT upper("vin"), "mileage", "id", "seller_id", "created_at" FROM "cars" WHERE "vin" IS NOT NULL;
