-- Issue 39: a search names a city ("toyota in chicago"); catalogue/search.ts finds it by name.
CREATE INDEX "postal_codes_by_city" ON "postal_codes" USING btree (lower("city"),"state");