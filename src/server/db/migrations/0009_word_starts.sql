-- Every beginning of every word of a tsvector ('t', 'to', ..., 'toyota'): a search word then
-- matches the start of a word by an exact index lookup instead of a prefix scan ('toy:*').
CREATE FUNCTION "word_starts"(words tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(coalesce(
    (SELECT array_agg(DISTINCT left(w, n)) FROM unnest(tsvector_to_array(words)) AS w,
       generate_series(1, length(w)) AS n),
    '{}'));--> statement-breakpoint
DROP INDEX "cars_active_text";--> statement-breakpoint
CREATE INDEX "cars_active_text" ON "cars" USING gin ((word_starts("search") || array_to_tsvector(array['cat:' || "category_id"]))) WHERE status = 'Active';
