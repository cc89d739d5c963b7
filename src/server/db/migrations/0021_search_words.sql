-- Words as people type them: lower case, and each hyphenated word also joined and apart
-- ("F-150" is "f-150 f150 f 150"), so a search for F-150, F150 or F 150 finds it; the
-- 'simple' parser alone reads "F-150" as "f" and "-150".
CREATE FUNCTION "search_words"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(words)
    || ' ' || regexp_replace(lower(words), '([[:alnum:]])-(?=[[:alnum:]])', '\1', 'g')
    || ' ' || translate(lower(words), '-', ' ');--> statement-breakpoint
ALTER TABLE "cars" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_words(name || ' ' || company || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || origin || ' ' || category_id || case when category_id = 'pickup' then ' truck' else '' end) || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "cars_active_text" ON "cars" USING gin ((word_starts("search") || array_to_tsvector(array['cat:' || "category_id"]))) WHERE status = 'Active';
