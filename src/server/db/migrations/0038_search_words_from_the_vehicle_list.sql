-- Issue 39: a typo is corrected only to a make, model or body type (catalogue/query-reader.ts,
-- from src/shared/vehicles.ts and the body types), never to any word a listing once had, so the
-- vocabulary learnt from the cars and its triggers go.
DROP TRIGGER IF EXISTS "cars_learn_words" ON "cars";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cars_relearn_words" ON "cars";--> statement-breakpoint
DROP FUNCTION IF EXISTS "learn_search_words"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "learn_car_words"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "is_search_word"(text);--> statement-breakpoint
DROP TABLE "search_vocabulary" CASCADE;
