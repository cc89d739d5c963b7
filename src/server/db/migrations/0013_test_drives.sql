CREATE TYPE "public"."booking_payment" AS ENUM('pending', 'paid');--> statement-breakpoint
CREATE TYPE "public"."booking_state" AS ENUM('requested', 'accepted', 'declined', 'cancelled', 'expired', 'completed', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."booking_side" AS ENUM('buyer', 'seller');--> statement-breakpoint
DROP INDEX "bookings_one_open_per_car";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment" "booking_payment" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "payment" = 'paid' WHERE "status" = 'paid';--> statement-breakpoint
-- A booking made before test drives had times: pending is a request the seller has not answered,
-- paid a finished deal, cancelled stays cancelled.
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_state" USING (CASE "status"::text WHEN 'pending' THEN 'requested' WHEN 'paid' THEN 'completed' ELSE 'cancelled' END)::"public"."booking_state";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "awaiting" "booking_side" DEFAULT 'seller';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminders" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
UPDATE "bookings" SET "awaiting" = NULL WHERE "status" <> 'requested';--> statement-breakpoint
UPDATE "bookings" SET "answer_by" = now() + interval '48 hours' WHERE "status" = 'requested';--> statement-breakpoint
UPDATE "bookings" SET "closed_at" = "paid_at" WHERE "payment" = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_answer_by" ON "bookings" USING btree ("answer_by") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "bookings_appointments" ON "bookings" USING btree ("appointment_at") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_per_car" ON "bookings" USING btree ("car_id") WHERE status in ('requested', 'accepted') or payment = 'paid';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_accepted_has_time" CHECK ("bookings"."status" <> 'accepted' or "bookings"."appointment_at" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_awaiting_only_requested" CHECK (("bookings"."status" = 'requested') = ("bookings"."awaiting" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slots_at_most_3" CHECK (cardinality("bookings"."slots") <= 3);--> statement-breakpoint
DROP TYPE "public"."booking_status";