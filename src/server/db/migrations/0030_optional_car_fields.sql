-- The spec's form fields a dealer feed rarely has (origin, price new, years of use, mpg, year of
-- buying) may be unknown on a dealer's car (docs/api.md "Dealers"); the checks pass a null. The
-- search column reads origin through coalesce (a null origin would null every car's words), so it
-- is made again, and with it its index.
ALTER TABLE "cars" ALTER COLUMN "origin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "years_used" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "miles_per_gallon" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "buying_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" drop column "search";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_words(name || ' ' || company || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || coalesce(model_year::text, '') || ' ' || category_id || case when category_id = 'pickup' then ' truck' else '' end)), 'A') || to_tsvector('simple', search_words(coalesce(origin, '') || case fuel_type when 'Petrol' then ' petrol gas gasoline' when 'Diesel' then ' diesel' when 'Hybrid' then ' hybrid' when 'Electric' then ' electric ev' else '' end || ' ' || description))) STORED;--> statement-breakpoint
CREATE INDEX "cars_active_text" ON "cars" USING gin ((word_starts("search") || array_to_tsvector(array['cat:' || "category_id"]))) WHERE status = 'Active';
