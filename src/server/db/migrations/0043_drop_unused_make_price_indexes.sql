-- Issue 39: nothing reads these since similar cars keep to the body type (a search filters lower(make), which they cannot answer); each index a query could use costs the planner time on every search, and every write.
DROP INDEX "cars_active_make_price";--> statement-breakpoint
DROP INDEX "cars_active_model_price";