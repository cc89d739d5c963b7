CREATE TABLE "car_views" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "car_views_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_by_car" ON "wishlist" USING btree ("car_id","created_at");