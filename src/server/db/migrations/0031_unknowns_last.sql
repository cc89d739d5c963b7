-- "Year of buying" and "Best mpg" list the highest first and a car that does not say (a dealer's,
-- migration 0030) last: the two orders' indexes are made again in that order, so a page is still
-- read from the index rather than sorting every Active car.
DROP INDEX "cars_active_buying_year";--> statement-breakpoint
DROP INDEX "cars_active_mpg";--> statement-breakpoint
CREATE INDEX "cars_active_buying_year" ON "cars" USING btree ("buying_year" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_mpg" ON "cars" USING btree ("miles_per_gallon" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE status = 'Active';