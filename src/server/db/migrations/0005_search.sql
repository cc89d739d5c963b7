ALTER TABLE "cars" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || company || ' ' || origin || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "cars_search" ON "cars" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cars_active_price" ON "cars" USING btree ("resale_price_cents") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_mileage" ON "cars" USING btree ("mileage") WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_buying_year" ON "cars" USING btree ("buying_year" DESC NULLS LAST) WHERE status = 'Active';