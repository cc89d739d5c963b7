-- Search that understands people, and distance (docs/api.md "Finding the right car"): the four
-- extensions ship with PostgreSQL and with PGlite (db/client.ts loads PGlite's).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- search_words (0021) also strips accents now ("Škoda" is "skoda"); the search column that
-- uses it is made again below, so every car's words are written anew.
ALTER TABLE "cars" DROP COLUMN "search";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN public.unaccent('public.unaccent'::regdictionary, lower(words))
    || ' ' || regexp_replace(public.unaccent('public.unaccent'::regdictionary, lower(words)), '([[:alnum:]])-(?=[[:alnum:]])', '\1', 'g')
    || ' ' || translate(public.unaccent('public.unaccent'::regdictionary, lower(words)), '-', ' ');--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_words(name || ' ' || company || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || coalesce(model_year::text, '') || ' ' || category_id || case when category_id = 'pickup' then ' truck' else '' end)), 'A') || to_tsvector('simple', search_words(origin || case fuel_type when 'Petrol' then ' petrol gas gasoline' when 'Diesel' then ' diesel' when 'Hybrid' then ' hybrid' when 'Electric' then ' electric ev' else '' end || ' ' || description))) STORED;--> statement-breakpoint
CREATE INDEX "cars_active_text" ON "cars" USING gin ((word_starts("search") || array_to_tsvector(array['cat:' || "category_id"]))) WHERE status = 'Active';--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "deal_expected_cents" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "deal_comparables" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_active_place" ON "cars" USING gist (ll_to_earth("latitude", "longitude")) WHERE status = 'Active' and latitude is not null;--> statement-breakpoint
CREATE INDEX "cars_vehicle" ON "cars" USING btree (lower("make"),lower("model"),"model_year");--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- A word worth correcting a typo to: three letters or more, letters and digits only (safe in
-- a tsquery: a listing's name may hold a path such as "site.com/x(") and not a bare number.
CREATE FUNCTION "is_search_word"(word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN length(word) >= 3 AND word ~ '^[[:alnum:]]+$' AND word !~ '^[0-9]+$';--> statement-breakpoint
-- The vocabulary learns each car's own words (weight A) when it is listed or its words change:
-- a statement trigger for inserts (a bulk insert is one pass), a row trigger for the few
-- columns that feed those words (other updates, such as a status or a deal rating, skip it).
CREATE FUNCTION "learn_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT w.lexeme FROM learned, unnest(learned.search) AS w
    WHERE 'A' = ANY (w.weights) AND is_search_word(w.lexeme)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_learn_words" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS learned
  FOR EACH STATEMENT EXECUTE FUNCTION learn_search_words();--> statement-breakpoint
CREATE FUNCTION "learn_car_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT w.lexeme FROM unnest(NEW.search) AS w
    WHERE 'A' = ANY (w.weights) AND is_search_word(w.lexeme)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_relearn_words" AFTER UPDATE OF name, company, make, model, trim, model_year, category_id ON "cars"
  FOR EACH ROW EXECUTE FUNCTION learn_car_words();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w.lexeme FROM cars, unnest(cars.search) AS w
  WHERE 'A' = ANY (w.weights) AND is_search_word(w.lexeme);
