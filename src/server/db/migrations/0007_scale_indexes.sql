-- IF EXISTS / drop-then-create: development databases that ran a draft of this migration
-- converge to the same indexes instead of failing to start.
DROP INDEX IF EXISTS "cars_search";--> statement-breakpoint
DROP INDEX IF EXISTS "cars_active_company";--> statement-breakpoint
DROP INDEX IF EXISTS "cars_by_seller";--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_by_car";--> statement-breakpoint
DROP INDEX IF EXISTS "cars_active_text";--> statement-breakpoint
DROP INDEX IF EXISTS "cars_active_facets";--> statement-breakpoint
DROP INDEX IF EXISTS "cars_newest";--> statement-breakpoint
DROP INDEX IF EXISTS "users_by_role";--> statement-breakpoint
CREATE INDEX "bookings_by_car" ON "bookings" USING btree ("car_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cars_active_text" ON "cars" USING gin (("search" || array_to_tsvector(array['cat:' || "category_id"]))) WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_facets" ON "cars" USING btree ("condition","fuel_type","transmission","category_id",lower("company"),"resale_price_cents","mileage","buying_year") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_newest" ON "cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_by_role" ON "users" USING btree ("role","created_at","email") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cars_active_company" ON "cars" USING btree (lower("company"),"mileage","resale_price_cents","buying_year") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_by_seller" ON "cars" USING btree ("seller_id","created_at","id");
