-- Issue 39: a deal rating widened to the segment reads the body type's cars of nearby model years
-- and a similar price new (modules/deals, docs/decisions/0106-deal-ratings-widen.md).
CREATE INDEX "cars_deal_segment" ON "cars" USING btree ("category_id","model_year","price_cents") WHERE model_year is not null and price_cents is not null and review is null;