CREATE TYPE "public"."offer_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn', 'expired', 'closed');--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"car_name" text NOT NULL,
	"asking_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "offer_status" DEFAULT 'pending' NOT NULL,
	"awaiting" "booking_side",
	"round" smallint DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"reason" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amounts_positive" CHECK ("offers"."amount_cents" > 0 and "offers"."asking_cents" > 0),
	CONSTRAINT "offers_rounds" CHECK ("offers"."round" between 1 and 5),
	CONSTRAINT "offers_pending_fields" CHECK (("offers"."status" = 'pending') = ("offers"."awaiting" is not null) and ("offers"."status" = 'pending') = ("offers"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_and_car" ON "offers" USING btree ("car_id","buyer_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "offers_by_buyer" ON "offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_by_seller" ON "offers" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_due" ON "offers" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;