ALTER TABLE "cars" ADD COLUMN "price_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each listing's history starts with its asking price now, from when it was listed.
UPDATE "cars" SET "price_history" = jsonb_build_array(jsonb_build_object(
  'cents', "resale_price_cents", 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
