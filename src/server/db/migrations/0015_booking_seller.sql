ALTER TABLE "bookings" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_by_seller" ON "bookings" USING btree ("seller_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Each booking names its seller, as the car did when it was booked.
UPDATE "bookings" SET "seller_id" = "cars"."seller_id" FROM "cars" WHERE "cars"."id" = "bookings"."car_id";--> statement-breakpoint
-- Bookings made before test drives had times (no history yet): a request gets a week for the
-- seller to propose times rather than 48 hours, and every booking its history.
UPDATE "bookings" SET "answer_by" = now() + interval '7 days' WHERE "status" = 'requested' AND jsonb_array_length("history") = 0;--> statement-breakpoint
UPDATE "bookings" SET "history" = jsonb_build_array(jsonb_build_object('status', 'requested', 'by', 'buyer', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  || CASE WHEN "paid_at" IS NOT NULL THEN jsonb_build_array(jsonb_build_object('status', 'paid', 'by', 'buyer', 'at', to_char("paid_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) ELSE '[]'::jsonb END
  || CASE WHEN "status" = 'cancelled' THEN jsonb_build_array(jsonb_build_object('status', 'cancelled', 'by', 'buyer', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) ELSE '[]'::jsonb END
  WHERE jsonb_array_length("history") = 0;
