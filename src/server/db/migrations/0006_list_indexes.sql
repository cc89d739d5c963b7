DROP INDEX "cars_active_price";--> statement-breakpoint
DROP INDEX "cars_active_mileage";--> statement-breakpoint
DROP INDEX "cars_active_buying_year";--> statement-breakpoint
DROP INDEX "cars_active_by_category";--> statement-breakpoint
DROP INDEX "cars_active_newest";--> statement-breakpoint
CREATE INDEX "cars_active_mpg" ON "cars" USING btree ("miles_per_gallon","id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_company" ON "cars" USING btree (lower("company")) WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_price" ON "cars" USING btree ("resale_price_cents","id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_mileage" ON "cars" USING btree ("mileage","id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_buying_year" ON "cars" USING btree ("buying_year","id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_by_category" ON "cars" USING btree ("category_id","created_at","id") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_newest" ON "cars" USING btree ("created_at","id") WHERE status = 'Active';