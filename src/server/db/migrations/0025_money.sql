CREATE TYPE "public"."ledger_movement" AS ENUM('hold', 'release', 'capture', 'fee', 'payout', 'refund', 'fee_return', 'clawback');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('queued', 'sent', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'booking';--> statement-breakpoint
-- The payment states grow: a new type replaces the old one, since a value added with ADD VALUE
-- cannot be used (in the indexes below) in the transaction that adds it.
DROP INDEX "bookings_one_open_per_car";--> statement-breakpoint
ALTER TYPE "public"."booking_payment" RENAME TO "booking_payment_old";--> statement-breakpoint
CREATE TYPE "public"."booking_payment" AS ENUM('pending', 'held', 'paid', 'released', 'refunded');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment" TYPE "public"."booking_payment" USING "payment"::text::"public"."booking_payment";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment" SET DEFAULT 'pending';--> statement-breakpoint
DROP TYPE "public"."booking_payment_old";--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"movement" "ledger_movement" NOT NULL,
	"key" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_not_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'queued' NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount_cents" >= 0 and "payouts"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "objection" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_movement" ON "ledger_entries" USING btree ("booking_id","key","account");--> statement-breakpoint
CREATE INDEX "ledger_by_account" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "payouts_by_seller" ON "payouts" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_queued" ON "payouts" USING btree ("created_at") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_hold_per_car" ON "bookings" USING btree ("car_id") WHERE payment in ('held', 'paid', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_per_buyer_and_car" ON "bookings" USING btree ("car_id","buyer_id") WHERE status in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "bookings_taken" ON "bookings" USING btree ("paid_at" DESC NULLS LAST,"id") WHERE payment = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_held" ON "bookings" USING btree ("held_until") WHERE payment = 'held';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_fields" CHECK (("bookings"."payment" = 'held') = ("bookings"."held_until" is not null) and ("bookings"."handover_at" is null or "bookings"."confirm_by" is not null) and "bookings"."refunded_cents" between 0 and "bookings"."amount_cents");--> statement-breakpoint
DROP TYPE "public"."payment_status";;--> statement-breakpoint
-- A test drive request no longer reserves a car: only a held payment does. (The CASE is cast
-- as a whole, per row: 'Hidden' was added to car_status by ADD VALUE, and on a fresh database,
-- migrated in one transaction, a constant of it may not be used before that commits.)
UPDATE "cars" SET "status" = (CASE WHEN "hidden" OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "cars"."seller_id" AND u."suspended_at" IS NOT NULL) THEN 'Hidden' ELSE 'Active' END)::car_status
  WHERE "status" = 'Booked';--> statement-breakpoint
-- Sales paid before the ledger: the money was taken and never paid out; it is owed to the seller.
INSERT INTO "ledger_entries" ("booking_id", "movement", "key", "account", "amount_cents", "at")
  SELECT b."id", m."movement"::ledger_movement, m."movement", m."account", m."sign" * b."amount_cents", coalesce(b."paid_at", b."created_at")
  FROM "bookings" b,
    (VALUES ('hold', 'buyer', -1), ('hold', 'held', 1), ('capture', 'held', -1), ('capture', 'platform', 1)) AS m("movement", "account", "sign")
  WHERE b."payment" = 'paid';--> statement-breakpoint
INSERT INTO "payouts" ("booking_id", "seller_id", "amount_cents", "fee_cents")
  SELECT "id", "seller_id", "amount_cents", 0 FROM "bookings" WHERE "payment" = 'paid' AND "seller_id" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "handover_confirmed_at" = "paid_at" WHERE "payment" = 'paid';--> statement-breakpoint
-- A sale closes its test drive, as taking the money now does.
UPDATE "bookings" SET "status" = 'completed', "awaiting" = NULL, "answer_by" = NULL, "closed_at" = coalesce("closed_at", "paid_at")
  WHERE "payment" = 'paid' AND "status" IN ('requested', 'accepted')