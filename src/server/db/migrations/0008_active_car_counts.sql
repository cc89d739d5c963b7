CREATE TABLE "active_car_counts" (
	"category_id" text PRIMARY KEY NOT NULL,
	"cars" integer NOT NULL
);
--> statement-breakpoint
-- Per statement (transition tables), so a bulk insert changes each category's row once; rows
-- are changed in category order, so two transactions never wait on each other's rows in
-- opposite orders.
CREATE FUNCTION "count_active_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    added := ARRAY(SELECT category_id FROM new_cars WHERE status = 'Active');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    removed := ARRAY(SELECT category_id FROM old_cars WHERE status = 'Active');
  END IF;
  INSERT INTO active_car_counts AS c (category_id, cars)
  SELECT category_id, sum(n) FROM (
    SELECT unnest(added) AS category_id, 1 AS n
    UNION ALL
    SELECT unnest(removed), -1
  ) AS changes
  GROUP BY category_id HAVING sum(n) <> 0 ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET cars = c.cars + excluded.cars;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_counted_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_cars();--> statement-breakpoint
CREATE TRIGGER "cars_counted_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_cars();--> statement-breakpoint
CREATE TRIGGER "cars_counted_delete" AFTER DELETE ON "cars" REFERENCING OLD TABLE AS old_cars
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_cars();--> statement-breakpoint
INSERT INTO "active_car_counts" (category_id, cars)
  SELECT category_id, count(*) FROM cars WHERE status = 'Active' GROUP BY category_id;
