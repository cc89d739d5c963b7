CREATE TYPE "public"."car_status" AS ENUM('Active', 'Booked', 'Sold');--> statement-breakpoint
CREATE TYPE "public"."car_condition" AS ENUM('Excellent', 'Good', 'Fair');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('Petrol', 'Diesel', 'Hybrid', 'Electric');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('buyer', 'seller', 'admin');--> statement-breakpoint
CREATE TYPE "public"."transmission" AS ENUM('Automatic', 'Manual');--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"price_cents" integer NOT NULL,
	"resale_price_cents" integer NOT NULL,
	"years_used" integer NOT NULL,
	"category_id" text NOT NULL,
	"description" text NOT NULL,
	"miles_per_gallon" real NOT NULL,
	"buying_year" date NOT NULL,
	"company" text NOT NULL,
	"images" text[] NOT NULL,
	"condition" "car_condition" NOT NULL,
	"mileage" integer NOT NULL,
	"fuel_type" "fuel_type",
	"transmission" "transmission",
	"color" text,
	"vin" text,
	"seller_id" text NOT NULL,
	"status" "car_status" DEFAULT 'Active' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_price_positive" CHECK ("cars"."price_cents" > 0 and "cars"."resale_price_cents" > 0),
	CONSTRAINT "cars_numbers_sane" CHECK ("cars"."years_used" >= 0 and "cars"."mileage" >= 0 and "cars"."miles_per_gallon" > 0),
	CONSTRAINT "cars_has_image" CHECK (cardinality("cars"."images") >= 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" text NOT NULL,
	"body_type" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" "user_role" DEFAULT 'buyer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_active_by_category" ON "cars" USING btree ("category_id","created_at" DESC NULLS LAST) WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_active_newest" ON "cars" USING btree ("created_at" DESC NULLS LAST) WHERE status = 'Active';--> statement-breakpoint
CREATE INDEX "cars_featured_newest" ON "cars" USING btree ("created_at" DESC NULLS LAST) WHERE status = 'Active' and is_featured;--> statement-breakpoint
CREATE INDEX "cars_by_seller" ON "cars" USING btree ("seller_id","created_at" DESC NULLS LAST);