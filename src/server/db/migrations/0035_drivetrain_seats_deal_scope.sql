-- Issue 39: cars gain an optional drivetrain and seat count (filterable, docs/api.md "Finding the right car"),
-- and a deal rating says how wide its comparables were looked for (modules/deals).
CREATE TYPE "public"."drivetrain" AS ENUM('FWD', 'RWD', 'AWD', '4WD');--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "drivetrain" "drivetrain";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "deal_scope" text;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seats_sane" CHECK ("cars"."seats" between 1 and 15);